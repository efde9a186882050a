import { Suspense, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BOOT_SPLASH_ELAPSED_MS, removeBootSplash, Splash } from '../components/splash';
import { useToasts } from '../components/ui/use-toast';
import { InstallBanner, MobileInstallBar } from '#client/components/install-banner.tsx';
import { OfflineNotice } from '#client/components/offline-notice.tsx';
import { ScreenErrorBoundary } from '#client/components/connection-problem.tsx';
import { releaseFirstScreen } from '#client/lib/first-screen.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';

const SPLASH_MS = 2000;
const SPLASH_SEEN_KEY = 'pawtype-splash-seen';

/**
 * Radix Toast is not needed to show the first screen: it loads with the first toast (a service worker
 * serves it offline; without one, the offline notice says the toast's words until it can load). A load
 * that fails (offline) is tried again once back online.
 */
function ToasterLoader() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let alive = true;
    const load = () =>
      void import('../components/ui/toaster').then(
        (m) => {
          window.removeEventListener('online', load);
          if (alive) setToaster(() => m.Toaster);
        },
        () => {},
      );
    load();
    window.addEventListener('online', load);
    return () => {
      alive = false;
      window.removeEventListener('online', load);
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}

/**
 * The phone-width container, the splash at start, the install banner, the offline notice and the toasts
 * (a screen whose code cannot load says why, with a retry). The route renders
 * beneath the splash from the first frame (inert until the splash goes), so the splash neither delays
 * the first paint nor makes the content wait (docs/decisions/0007, 0020).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  // The server's picture of the result page (docs/decisions/0056) is the result page's to remove; on
  // any other screen (the owner went on before it loaded) it goes at once.
  useLayoutEffect(() => {
    if (!pathname.startsWith(clientPaths.results(''))) releaseFirstScreen();
  }, [pathname]);
  // index.html's splash hands over to this one (or to the route, when seen this session) in this frame.
  useLayoutEffect(removeBootSplash, []);
  const [splash, setSplash] = useState(() => sessionStorage.getItem(SPLASH_SEEN_KEY) !== 'true');
  const hasToasts = useToasts().length > 0;
  const [toasterWanted, setToasterWanted] = useState(false);
  if (hasToasts && !toasterWanted) setToasterWanted(true);
  useEffect(() => {
    if (!splash) return;
    // 2 s from when it first showed: index.html's splash may have been on screen for a while already.
    const t = setTimeout(
      () => {
        sessionStorage.setItem(SPLASH_SEEN_KEY, 'true');
        setSplash(false);
      },
      Math.max(0, SPLASH_MS - BOOT_SPLASH_ELAPSED_MS),
    );
    return () => clearTimeout(t);
  }, [splash]);

  return (
    <div className="min-h-dvh bg-sand">
      {/* A screen that marks its <main> data-wide (the Admin Dashboard's table) gets the width from md up. */}
      <div className="relative mx-auto flex min-h-dvh w-full max-w-[440px] flex-col bg-cream shadow-xl md:has-[main[data-wide]]:max-w-5xl">
        {splash && <Splash />}
        {/*
          The route and the install banners render beneath the splash from the first frame, inert until
          it goes, and stay mounted when it goes: the screen's largest paint happens once, early, and
          nothing is rendered or fetched twice (docs/decisions/0020-first-load.md).
        */}
        <div inert={splash} className="flex flex-1 flex-col">
          <MobileInstallBar />
          {/* A screen's chunk on its first visit; later navigations keep the last screen meanwhile. */}
          <ScreenErrorBoundary resetKey={pathname}>
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
          <InstallBanner />
          <OfflineNotice />
        </div>
      </div>
      {toasterWanted && <ToasterLoader />}
    </div>
  );
}
