import { useState } from 'react';
import { useLocation } from 'react-router';
import { Download, Share, EllipsisVertical, X } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import {
  BANNER_DISMISSED_KEY,
  MOBILE_BANNER_DISMISSED_KEY,
  isStandalone,
  mobilePlatform,
  promptInstall,
  useCanInstall,
} from '#client/lib/install-prompt.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';

/**
 * 'Install PawType App' banner, shown while the browser offers an install prompt. It comes after the
 * screen and sticks to the bottom of the viewport: the offer arrives at any moment of a visit, and a
 * banner inserted above the screen would push everything on it down (a layout shift).
 */
export function InstallBanner() {
  const canInstall = useCanInstall();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(BANNER_DISMISSED_KEY) === 'true');
  if (!canInstall || (dismissed && pathname !== clientPaths.welcome)) return null;
  return (
    <div
      role="region"
      aria-label="Install PawType App"
      className="sticky bottom-0 z-40 mx-4 mb-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl bg-white p-3 shadow-card pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <img src="/favicon.svg" alt="" className="size-10" />
      {/* The title keeps one line; on a phone the buttons go to a second row. */}
      <p className="min-w-0 flex-1 basis-40 text-base font-extrabold">Install PawType App</p>
      <div className="ml-auto flex gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            localStorage.setItem(BANNER_DISMISSED_KEY, 'true');
            setDismissed(true);
          }}
        >
          Not now
        </Button>
        <Button size="sm" onClick={() => void promptInstall()}>
          Install App
        </Button>
      </div>
    </div>
  );
}

/**
 * The fixed mobile top bar: only on phones, only when not installed, only until skipped. Not on /welcome,
 * which shows the same steps in full (the steps appear once on a screen).
 */
export function MobileInstallBar() {
  const canInstall = useCanInstall();
  const platform = mobilePlatform();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(MOBILE_BANNER_DISMISSED_KEY) === 'true');
  if (!platform || dismissed || isStandalone() || pathname === clientPaths.welcome) return null;
  const skip = () => {
    localStorage.setItem(MOBILE_BANNER_DISMISSED_KEY, 'true');
    setDismissed(true);
  };
  return (
    <div
      role="region"
      aria-label="Install PawType on this phone"
      className="sticky top-0 z-40 flex items-center gap-2 bg-ink px-3 py-2 text-sm text-white"
    >
      <p className="flex flex-1 flex-wrap items-center gap-1">
        {canInstall ? (
          <>Get PawType on your home screen.</>
        ) : platform === 'ios' ? (
          <>
            Tap <Share aria-label="Share" className="inline size-4" /> Share, then Add to Home Screen.
          </>
        ) : (
          <>
            Tap <EllipsisVertical aria-label="Menu" className="inline size-4" /> Menu, then Add to Home Screen.
          </>
        )}
      </p>
      {canInstall ? (
        <Button size="sm" variant="secondary" onClick={() => void promptInstall()}>
          <Download aria-hidden /> Install
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" className="text-white hover:bg-white/15" onClick={skip}>
        <X aria-hidden /> Skip
      </Button>
    </div>
  );
}
