import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { Splash } from '../components/splash';
import { Toaster } from '../components/ui/toaster';
import { InstallBanner, MobileInstallBar } from '../features/pwa/install-banner';

const SPLASH_MS = 2000;
const SPLASH_SEEN_KEY = 'pawtype-splash-seen';

/** The phone-width container, the splash at start, the install banner and the toasts. */
export function RootLayout() {
  const [splash, setSplash] = useState(() => sessionStorage.getItem(SPLASH_SEEN_KEY) !== 'true');
  useEffect(() => {
    if (!splash) return;
    const t = setTimeout(() => {
      sessionStorage.setItem(SPLASH_SEEN_KEY, 'true');
      setSplash(false);
    }, SPLASH_MS);
    return () => clearTimeout(t);
  }, [splash]);

  return (
    <div className="min-h-dvh bg-sand">
      <div className="relative mx-auto flex min-h-dvh w-full max-w-[440px] flex-col bg-cream shadow-xl">
        {splash ? (
          <Splash />
        ) : (
          <>
            <MobileInstallBar />
            <InstallBanner />
            <Outlet />
          </>
        )}
      </div>
      <Toaster />
    </div>
  );
}
