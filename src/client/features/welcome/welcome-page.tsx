import { useNavigate } from 'react-router';
import {
  ChartNoAxesColumn,
  Download,
  FlaskConical,
  HeartHandshake,
  Share,
  Sparkles,
  EllipsisVertical,
} from 'lucide-react';
import { Logo } from '#client/components/logo.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { isStandalone, mobilePlatform, promptInstall, useCanInstall } from '#client/lib/install-prompt.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';

const BENEFITS = [
  {
    icon: FlaskConical,
    title: 'Scientific personality assessment',
    text: 'Sixteen questions about how your pet really behaves.',
  },
  {
    icon: ChartNoAxesColumn,
    title: 'Detailed trait analysis',
    text: 'Four trait scores, explained in your own words.',
  },
  { icon: Sparkles, title: 'Personalized activities', text: 'Games and outings that suit your pet’s type.' },
  { icon: HeartHandshake, title: 'Care tips', text: 'Practical advice for a happier, calmer companion.' },
];

function HomeScreenSteps() {
  const platform = mobilePlatform();
  if (!platform || isStandalone()) return null;
  return (
    <section aria-labelledby="home-screen-title" className="rounded-card bg-teal-soft p-4 text-ink">
      <h2 id="home-screen-title" className="text-base font-extrabold">
        Add PawType to your home screen
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
        {platform === 'ios' ? (
          <>
            <li>
              Tap the <Share aria-label="Share" className="inline size-4" /> Share button in Safari.
            </li>
            <li>Scroll down and tap &quot;Add to Home Screen&quot;.</li>
            <li>Tap &quot;Add&quot; in the top corner.</li>
          </>
        ) : (
          <>
            <li>
              Tap the <EllipsisVertical aria-label="Menu" className="inline size-4" /> menu in Chrome.
            </li>
            <li>Tap &quot;Add to Home screen&quot; or &quot;Install app&quot;.</li>
            <li>Confirm with &quot;Add&quot;.</li>
          </>
        )}
      </ol>
    </section>
  );
}

export function WelcomePage() {
  const navigate = useNavigate();
  const canInstall = useCanInstall();
  return (
    <main className="flex flex-1 flex-col gap-6 px-5 pt-10">
      <div className="flex flex-col items-center text-center">
        <div className="rounded-full bg-primary-soft p-5">
          <Logo className="size-20" />
        </div>
        <p className="mt-4 text-sm font-extrabold tracking-widest text-teal uppercase">Welcome to PawType</p>
        <h1 className="mt-2 text-3xl leading-tight">Discover your pet&apos;s unique personality</h1>
        <p className="mt-3 text-muted">
          Tell us about your dog, cat, bird, rabbit or any other companion and meet the personality behind the paws,
          claws and feathers.
        </p>
      </div>
      <ul className="grid gap-3" aria-label="What you get">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3 rounded-2xl bg-white p-4 shadow-card">
            <span className="rounded-xl bg-primary-soft p-2 text-primary-strong">
              <Icon aria-hidden className="size-6" />
            </span>
            <span>
              <span className="block font-extrabold">{title}</span>
              <span className="block text-sm text-muted">{text}</span>
            </span>
          </li>
        ))}
      </ul>
      <HomeScreenSteps />
      {/* The way in stays on screen at any height (it was 1,140 px down on a phone). */}
      <div className="sticky bottom-0 z-10 -mx-5 mt-auto grid gap-3 bg-cream/95 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
        {canInstall ? (
          <Button variant="secondary" size="lg" onClick={() => void promptInstall()}>
            <Download aria-hidden /> Install App
          </Button>
        ) : null}
        <Button size="lg" onClick={() => navigate(clientPaths.auth)}>
          Let&apos;s Go!
        </Button>
      </div>
    </main>
  );
}
