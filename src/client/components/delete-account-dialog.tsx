import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { Button } from './ui/button';
import { Dialog, DialogClose, DialogContent } from './ui/dialog';
import { FieldError, Label } from './ui/label';
import { PasswordInput } from './password-input';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from './ui/use-toast';
import { clearSession } from '#client/api/session.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useEndpointMutation } from '#client/lib/endpoint-hooks.ts';
import * as authRoutes from '#shared/routes/auth.generated.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import { hasRole } from '#shared/roles.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';

/** 'Delete my account': the password and a confirmation, then everything goes and the owner is signed out. */
export function DeleteAccountDialog({
  user,
  open,
  onOpenChange,
}: {
  user: PublicUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const qc = useQueryClient();
  const del = useEndpointMutation(authRoutes.deleteMyAccount, {
    input: (password: string) => ({ body: { password } }),
    onSuccess: () => {
      clearSession(qc);
      toast({ title: 'Account deleted', description: 'Your account and all your data have been removed.' });
    },
  });
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const ids = { password: useId(), confirm: useId(), error: useId() };
  const pending = del.isPending;
  const isAdmin = hasRole(user, 'admin');
  const close = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setPassword('');
      setConfirmed(false);
      del.reset();
    }
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title="Delete my account"
        description={
          isAdmin
            ? 'The admin account cannot be deleted this way.'
            : 'This permanently deletes your account, every assessment and photo, and all your posts and replies.'
        }
      >
        {isAdmin ? (
          <>
            <p className="text-sm text-muted">
              The admin account runs the Admin Dashboard, so it stays. Other accounts can be removed from the dashboard.
            </p>
            <DialogClose asChild>
              <Button variant="secondary" className="mt-6 w-full">
                Close
              </Button>
            </DialogClose>
          </>
        ) : (
          <form
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (!password || !confirmed) return;
              del.mutate(password, {
                onSuccess: () => {
                  onOpenChange(false);
                  void navigate(clientPaths.welcome, { replace: true });
                },
              });
            }}
          >
            <div className="grid gap-2">
              <Label htmlFor={ids.password}>Your password</Label>
              <PasswordInput
                id={ids.password}
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={del.isError || undefined}
                aria-describedby={del.isError ? ids.error : undefined}
                disabled={pending}
              />
              <FieldError id={ids.error}>{del.isError ? errorMessage(del.error) : undefined}</FieldError>
            </div>
            <label
              htmlFor={ids.confirm}
              className="flex min-h-11 items-start gap-3 py-1 text-sm font-semibold text-ink"
            >
              <input
                id={ids.confirm}
                type="checkbox"
                className="mt-0.5 size-5 accent-danger"
                checked={confirmed}
                onChange={(e) => setConfirmed(e.target.checked)}
                disabled={pending}
              />
              I understand that my account and all my data will be removed for good.
            </label>
            <div className="mt-2 grid grid-cols-2 gap-3">
              <DialogClose asChild>
                <Button type="button" variant="secondary" disabled={pending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button
                type="submit"
                variant="destructive"
                disabled={pending || !password || !confirmed}
                aria-busy={pending || undefined}
              >
                {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Trash2 aria-hidden />}
                {pending ? 'Deleting...' : 'Delete'}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
