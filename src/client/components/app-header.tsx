import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BookOpen, Download, FileDown, LayoutDashboard, LogOut, Trash2, UserRound } from 'lucide-react';
import { Logo } from './logo';
import { Button } from './ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';
import { useLogout, useUser } from '#client/api/session.ts';
import { useDownloadMyData } from '#client/api/account-data.ts';
import { DeleteAccountDialog } from './delete-account-dialog';
import { promptInstall } from '#client/lib/install-prompt.ts';
import { ADMIN_USER_ID } from '#shared/routes/auth.ts';

/** The shared header: logo, install button, library button and the account menu. */
export function AppHeader() {
  const { user } = useUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const download = useDownloadMyData();
  const [deleteOpen, setDeleteOpen] = useState(false);
  return (
    <header className="sticky top-0 z-30 flex items-center gap-1 bg-cream/90 px-4 py-3 backdrop-blur">
      <Link to="/" className="mr-auto flex items-center gap-2 rounded-xl" aria-label="PawType home">
        <Logo className="size-9" />
        <span className="text-xl font-black tracking-tight text-primary-strong">PawType</span>
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
            onClick={() => navigate('/archetype-library')}
          >
            <BookOpen aria-hidden />
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Account menu" className="bg-primary-soft">
                <UserRound aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuLabel>My Account</DropdownMenuLabel>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => void promptInstall()}>
                <Download aria-hidden /> Install App
              </DropdownMenuItem>
              {user.id === ADMIN_USER_ID ? (
                <DropdownMenuItem onSelect={() => navigate('/admin')}>
                  <LayoutDashboard aria-hidden /> Admin Dashboard
                </DropdownMenuItem>
              ) : null}
              <DropdownMenuItem disabled={download.isPending} onSelect={() => download.mutate()}>
                <FileDown aria-hidden /> Download my data
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setDeleteOpen(true)} className="text-danger">
                <Trash2 aria-hidden /> Delete my account
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
                <LogOut aria-hidden /> Log out
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          <DeleteAccountDialog user={user} open={deleteOpen} onOpenChange={setDeleteOpen} />
        </>
      ) : null}
    </header>
  );
}
