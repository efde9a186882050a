import { Logo } from './logo';

/** The start screen: logo, name and tagline, fading in from 80 % scale, for 2 s at start. */
export function Splash() {
  return (
    <div
      role="status"
      aria-label="PawType is starting"
      className="fixed inset-0 z-[200] flex items-center justify-center bg-cream"
    >
      <div className="flex animate-splash-in flex-col items-center gap-4 px-8 text-center">
        <Logo className="size-28" />
        <p className="text-4xl font-black tracking-tight text-primary-strong">PawType</p>
        <p className="text-lg font-semibold text-muted">Discover your pet&apos;s unique personality</p>
      </div>
    </div>
  );
}
