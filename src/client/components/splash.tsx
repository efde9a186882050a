import { Logo } from './logo';

/** The splash index.html draws before the app's scripts run (hidden by CSS when seen this session). */
const BOOT_SPLASH_ID = 'boot-splash';

/**
 * How long index.html's splash has been on screen when the app starts (its fade-in's clock; 0 when
 * there is none or it is hidden), read once as this module loads, before the app's first render.
 */
export const BOOT_SPLASH_ELAPSED_MS = (() => {
  const animated = document.getElementById(BOOT_SPLASH_ID)?.querySelector('.animate-splash-in');
  const time = animated?.getAnimations?.()[0]?.currentTime;
  return typeof time === 'number' ? time : 0;
})();

/** index.html's splash goes in the frame where the app's own (the same) first shows, or the route does. */
export function removeBootSplash(): void {
  document.getElementById(BOOT_SPLASH_ID)?.remove();
}

/**
 * The start screen: logo, name and tagline, fading in from 80 % scale, for 2 s at start. It takes over
 * from index.html's splash where that one's fade-in has got to, so it neither restarts nor flickers.
 */
export function Splash() {
  return (
    <div
      role="status"
      aria-label="PawType is starting"
      className="fixed inset-0 z-[200] flex items-center justify-center bg-cream"
    >
      <div
        className="flex animate-splash-in flex-col items-center gap-4 px-8 text-center"
        style={BOOT_SPLASH_ELAPSED_MS ? { animationDelay: `-${Math.round(BOOT_SPLASH_ELAPSED_MS)}ms` } : undefined}
      >
        <Logo className="size-28" />
        <p className="text-4xl font-black tracking-tight text-primary-strong">PawType</p>
        <p className="text-lg font-semibold text-muted">Discover your pet&apos;s unique personality</p>
      </div>
    </div>
  );
}
