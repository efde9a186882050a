import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BookOpen, Download } from 'lucide-react';
import { Logo } from './logo';
import { Button } from './ui/button';
import { AccountMenuButton } from './account-menu-button.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { useUser } from '#client/api/session.ts';
import { promptInstall } from '#client/lib/install-prompt.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';

/**
 * Radix DropdownMenu (and the delete-account dialog it opens) is not needed to show a screen: the
 * account menu loads when its button is first pressed (its chunk is fetched already on hover or focus).
 */
const loadAccountMenu = () => import('./account-menu.tsx');
const preloadAccountMenu = () => void loadAccountMenu();
const AccountMenu = lazy(async () => ({ default: (await loadAccountMenu()).AccountMenu }));

/** The shared header: logo, install button, library button, the notifications bell and the account menu. */
export function AppHeader() {
  const { user } = useUser();
  const navigate = useNavigate();
  const [openedWith, setOpenedWith] = useState<'pointer' | 'keyboard' | null>(null);
  return (
    <header className="sticky top-0 z-30 flex items-center gap-1 bg-cream/90 px-4 py-3 backdrop-blur">
      <Link
        to={clientPaths.home}
        className="mr-auto flex min-h-11 min-w-11 items-center gap-2 rounded-xl"
        aria-label="PawType home"
      >
        <Logo className="size-9" />
        {/* Below 360 px the four buttons leave no room for the name on one line: the mark alone (its
            link is still named 'PawType home'), never the name broken as 'PawTy-pe'. */}
        <span className="hidden text-xl font-black tracking-tight whitespace-nowrap text-primary-strong min-[360px]:inline">
          PawType
        </span>
      </Link>
      <Button variant="ghost" size="icon" aria-label="Install App" onClick={() => void promptInstall()}>
        <Download aria-hidden />
      </Button>
      {user ? (
        <>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Archetype Library"
            onClick={() => navigate(clientPaths.archetypeLibrary)}
          >
            <BookOpen aria-hidden />
          </Button>
          <NotificationBell />
          {openedWith ? (
            <Suspense fallback={<AccountMenuButton />}>
              <AccountMenu user={user} openedWith={openedWith} />
            </Suspense>
          ) : (
            // Opens as Radix's trigger does: on a primary pointer press (without taking the focus) or
            // Enter, Space or ArrowDown.
            <AccountMenuButton
              onPointerEnter={preloadAccountMenu}
              onFocus={preloadAccountMenu}
              onPointerDown={(e) => {
                if (e.button !== 0 || e.ctrlKey) return;
                e.preventDefault();
                setOpenedWith('pointer');
              }}
              onKeyDown={(e) => {
                if (!['Enter', ' ', 'ArrowDown'].includes(e.key)) return;
                e.preventDefault();
                setOpenedWith('keyboard');
              }}
            />
          )}
        </>
      ) : null}
    </header>
  );
}
