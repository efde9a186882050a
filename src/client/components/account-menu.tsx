import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Bell, Download, FileDown, KeyRound, LayoutDashboard, LogOut, Mail, ShieldCheck, Trash2 } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';
import { AccountMenuButton } from './account-menu-button.tsx';
import { DeleteAccountDialog } from './delete-account-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearSession } from '#client/api/session.ts';
import { downloadMyData } from '#client/api/account-data.ts';
import { toast } from './ui/use-toast';
import { errorMessage } from '#client/lib/api-client.ts';
import { useEndpointMutation } from '#client/lib/endpoint-hooks.ts';
import * as authRoutes from '#shared/routes/auth.generated.ts';
import { EXPORT_FILE_NAME } from '#shared/rules/auth.ts';
import { promptInstall } from '#client/lib/install-prompt.ts';
import { hasRole } from '#shared/roles.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';

/**
 * The header's account menu, loaded when its button is first pressed (app-header.tsx): it mounts
 * open, in place of the button that loaded it. Opened from the keyboard, the first item takes the focus,
 * as when Radix's own trigger opens it.
 */
export function AccountMenu({ user, openedWith }: { user: PublicUser; openedWith: 'pointer' | 'keyboard' }) {
  const qc = useQueryClient();
  const logout = useEndpointMutation(authRoutes.logout, {
    onSuccess: () => {
      clearSession(qc);
      toast({ title: 'Logged out', description: 'You have been logged out successfully' });
    },
    onError: (err) => toast({ title: 'Logout failed', description: errorMessage(err), variant: 'destructive' }),
  });
  const navigate = useNavigate();
  const download = useMutation({
    mutationFn: downloadMyData,
    onSuccess: () =>
      toast({ title: 'Your data is downloading', description: `Saved as ${EXPORT_FILE_NAME}.`, variant: 'success' }),
    onError: (err) => toast({ title: 'Download failed', description: errorMessage(err), variant: 'destructive' }),
  });
  const [deleteOpen, setDeleteOpen] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (openedWith !== 'keyboard') return;
    const frame = requestAnimationFrame(() =>
      content.current?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [openedWith]);
  return (
    <>
      {/* Not modal: the page behind stays in the accessibility tree (axe: aria-hidden-focus), as in the report menu. */}
      <DropdownMenu defaultOpen modal={false}>
        <DropdownMenuTrigger asChild>
          <AccountMenuButton />
        </DropdownMenuTrigger>
        <DropdownMenuContent ref={content}>
          <DropdownMenuLabel>My Account</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void promptInstall()}>
            <Download aria-hidden /> Install App
          </DropdownMenuItem>
          {hasRole(user, 'admin') ? (
            <DropdownMenuItem onSelect={() => navigate(clientPaths.admin)}>
              <LayoutDashboard aria-hidden /> Admin Dashboard
            </DropdownMenuItem>
          ) : hasRole(user, 'moderator') ? (
            <DropdownMenuItem onSelect={() => navigate(clientPaths.moderation)}>
              <ShieldCheck aria-hidden /> Moderation
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => navigate(clientPaths.notificationSettings)}>
            <Bell aria-hidden /> Notifications
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate(clientPaths.changePassword)}>
            <KeyRound aria-hidden /> Change password
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate(clientPaths.changeEmail)}>
            <Mail aria-hidden /> Change e-mail
          </DropdownMenuItem>
          <DropdownMenuItem disabled={download.isPending} onSelect={() => download.mutate()}>
            <FileDown aria-hidden /> Download my data
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDeleteOpen(true)} className="text-danger">
            <Trash2 aria-hidden /> Delete my account
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate({})}>
            <LogOut aria-hidden /> Log out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <DeleteAccountDialog user={user} open={deleteOpen} onOpenChange={setDeleteOpen} />
    </>
  );
}
