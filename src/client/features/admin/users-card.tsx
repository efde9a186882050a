import { DeleteActions } from '#client/components/delete-actions.tsx';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { LoaderCircle, Mail, Search, Shield, ShieldCheck, Trash2 } from 'lucide-react';
import { Card, CardTitle } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import {
  ADMIN_CACHED,
  INSTRUCTIONS_DELAY_MS,
  INSTRUCTIONS_DURATION_MS,
  REPORTS_KEY,
  SENDER_KEY,
  SETUP_STEPS,
  STATS_KEY,
  SURVEY_HINTS,
  surveyFailureHint,
  useAdminUsers,
  USERS_KEY,
} from '#client/api/admin.ts';
import { useUser } from '#client/api/session.ts';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '#client/lib/api-client.ts';
import { useEndpointMutation, useEndpointQuery } from '#client/lib/endpoint-hooks.ts';
import * as adminRoutes from '#shared/routes/admin.generated.ts';
import { ROLE_LABELS, type AssignableRole } from '#shared/roles.ts';
import type { AdminUser } from '#shared/contracts/admin.ts';

/** PUT /api/admin/users/{id}/role: names a moderator or makes one a member again. */
function useSetUserRole() {
  return useEndpointMutation(adminRoutes.setUserRole, {
    input: (v: { user: Pick<AdminUser, 'id'>; role: AssignableRole }) => ({
      params: { id: String(v.user.id) },
      body: { role: v.role },
    }),
    invalidates: [USERS_KEY],
    onSuccess: (updated) => {
      const who = updated.name || updated.username;
      toast(
        updated.role === 'moderator'
          ? {
              title: 'Moderator named',
              description: `${who} can now remove posts and handle reports.`,
              variant: 'success',
            }
          : { title: 'Moderator role removed', description: `${who} is a member again.`, variant: 'success' },
      );
    },
    onError: (err) =>
      toast({ title: 'Could not change the role', description: errorMessage(err), variant: 'destructive' }),
  });
}

/**
 * The setup steps, for 10 seconds, a second after the failure toast that calls for them has closed (its
 * 5 seconds ran out, or the admin dismissed it): one toast shows at a time, so the steps never cut the
 * failure short (docs/decisions/0049-offline-and-toasts.md).
 */
function showSetupInstructions() {
  setTimeout(() => {
    toast({
      title: 'How to set up survey emails',
      description: (
        <ol className="mt-1 list-decimal space-y-0.5 pl-5">
          {SETUP_STEPS.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      ),
      duration: INSTRUCTIONS_DURATION_MS,
    });
  }, INSTRUCTIONS_DELAY_MS);
}

/** POST /api/admin/send-survey, with a hint (and the setup steps) when the failure calls for one. */
function useSendSurvey() {
  const qc = useQueryClient();
  return useEndpointMutation(adminRoutes.sendSurvey, {
    input: (u: Pick<AdminUser, 'id' | 'email' | 'name' | 'username'>) => ({
      body: { userId: u.id, email: u.email ?? '' },
    }),
    onMutate: () => {
      toast({ title: 'Sending survey...', description: 'Contacting the email provider.' });
    },
    onSuccess: (_res, u) => {
      toast({
        title: 'Survey email sent',
        description: `Survey invitation sent to ${u.name || u.username} (${u.email})`,
        variant: 'success',
      });
    },
    onError: (err) => {
      const message = errorMessage(err);
      const hint = surveyFailureHint(message);
      // A message the hint explains becomes the hint (the product's rule), said once.
      toast({
        title: 'Failed to send survey email',
        description: hint ? SURVEY_HINTS[hint] : message,
        variant: 'destructive',
        ...(hint ? { onClose: showSetupInstructions } : {}),
      });
      void qc.invalidateQueries({ queryKey: SENDER_KEY });
    },
  });
}

const FIELD_LABEL = 'pt-px text-xs font-extrabold tracking-wide text-muted uppercase';

/** 'Moderator' or 'Admin' beside the username (members carry none). */
function RoleBadge({ user }: { user: Pick<AdminUser, 'role'> }) {
  return user.role !== 'member' ? (
    <span className="inline-block shrink-0 rounded-full bg-teal-soft px-2 py-0.5 align-middle text-xs font-extrabold text-teal">
      {ROLE_LABELS[user.role]}
    </span>
  ) : null;
}

/** Whether the user's address is confirmed, under it. */
function EmailState({ user }: { user: Pick<AdminUser, 'email' | 'emailConfirmed'> }) {
  return user.email ? (
    <span
      className={`block text-xs font-bold ${user.emailConfirmed ? 'text-teal' : 'text-muted'}`}
      aria-label={user.emailConfirmed ? 'address confirmed' : 'address not confirmed'}
    >
      {user.emailConfirmed ? '✓ Confirmed' : 'Not confirmed'}
    </span>
  ) : null;
}

/** Survey, the Moderator toggle and Delete (the admin's own row has Survey only), in a card or a table row. */
function UserActions({
  user: u,
  survey,
  setRole,
  onSurvey,
  onDelete,
  className,
}: {
  user: AdminUser;
  survey: ReturnType<typeof useSendSurvey>;
  setRole: ReturnType<typeof useSetUserRole>;
  onSurvey: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  className: string;
}) {
  const who = u.name || u.username;
  return (
    <div className={className}>
      <Button
        size="sm"
        variant="teal"
        className="min-h-11 px-3"
        disabled={!u.email || survey.isPending}
        aria-label={`Send survey to ${who}`}
        onClick={() => onSurvey(u)}
      >
        {survey.isPending && survey.variables?.id === u.id ? (
          <LoaderCircle aria-hidden className="animate-spin" />
        ) : (
          <Mail aria-hidden />
        )}
        Survey
      </Button>
      {u.role !== 'admin' ? (
        <Button
          size="sm"
          variant="secondary"
          className={u.role === 'moderator' ? 'min-h-11 px-3 bg-teal-soft text-teal ring-teal/50' : 'min-h-11 px-3'}
          aria-pressed={u.role === 'moderator'}
          aria-label={`Moderator: ${who}`}
          disabled={setRole.isPending && setRole.variables?.user.id === u.id}
          onClick={() => setRole.mutate({ user: u, role: u.role === 'moderator' ? 'member' : 'moderator' })}
        >
          {u.role === 'moderator' ? <ShieldCheck aria-hidden /> : <Shield aria-hidden />}
          Moderator
        </Button>
      ) : null}
      {u.role !== 'admin' ? (
        <Button
          size="sm"
          variant="destructive"
          className="min-h-11 px-3"
          aria-label={`Delete ${who}`}
          onClick={() => onDelete(u)}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The searchable user table (ID, Username, Name, Email, MBTI Type, Actions) with its count badge: one
 * card per user below a tablet width, the table from there up. A moderator or the admin carries a badge
 * by the username; the Moderator toggle names or unnames one.
 */
export function UsersCard() {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  // The server searches; typing waits a moment before asking.
  useEffect(() => {
    const t = setTimeout(() => setTerm(search.trim()), 250);
    return () => clearTimeout(t);
  }, [search]);
  const deferred = useDeferredValue(term);
  const users = useAdminUsers(deferred);
  const { user } = useUser();
  const stats = useEndpointQuery(adminRoutes.userStats, {}, { ...ADMIN_CACHED, enabled: user !== null });
  const rows = users.data?.pages.flat() ?? [];
  const survey = useSendSurvey();
  const setRole = useSetUserRole();
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const [unconfirmed, setUnconfirmed] = useState<AdminUser | null>(null);
  // The same actions on a phone's card and in a wide screen's table row.
  const actionsFor = (u: AdminUser) => ({
    user: u,
    survey,
    setRole,
    onSurvey: (x: AdminUser) => (x.emailConfirmed ? survey.mutate(x) : setUnconfirmed(x)),
    onDelete: setToDelete,
  });

  useEffect(() => {
    if (users.isError) {
      toast({
        title: `Error loading users: ${errorMessage(users.error)}`,
        variant: 'destructive',
      });
    }
  }, [users.isError, users.error]);

  const count = deferred ? rows.length : (stats.data?.totalUsers ?? rows.length);
  const more = users.hasNextPage && deferred ? '+' : '';

  return (
    <Card aria-labelledby="users-title" className="px-3 sm:px-5">
      <div className="flex items-center justify-between gap-2 px-1">
        <CardTitle id="users-title">Users</CardTitle>
        <span
          className="rounded-full bg-teal-soft px-3 py-0.5 text-sm font-extrabold text-teal"
          aria-label={`${count}${more} users`}
        >
          {count.toLocaleString('en-GB')}
          {more}
        </span>
      </div>
      <div className="relative mt-3">
        <label htmlFor={searchId} className="sr-only">
          Search users
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted"
        />
        <Input
          id={searchId}
          type="search"
          placeholder="Search by username, name or email"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="pl-11"
        />
      </div>
      {/*
        The spec's 400 px scrolling area. Below a tablet width (md) each user is a card with every field
        and button in view (nothing scrolls sideways); from md up, the spec's table.
      */}
      <div
        className="mt-3 max-h-[400px] overflow-auto rounded-2xl border border-sand"
        role="region"
        aria-label="User table"
        tabIndex={0}
      >
        <ul className="divide-y divide-sand/70 md:hidden">
          {users.isLoading ? (
            <li className="px-3 py-6 text-center text-muted">
              <LoaderCircle aria-hidden className="mr-2 inline size-4 animate-spin" />
              Loading users...
            </li>
          ) : rows.length === 0 ? (
            <li className="px-3 py-6 text-center font-semibold text-muted">No users found</li>
          ) : (
            rows.map((u) => (
              <li key={u.id} className="grid gap-3 p-3 odd:bg-cream/60">
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                  <dt className={FIELD_LABEL}>ID</dt>
                  <dd className="font-bold text-muted tabular-nums">{u.id}</dd>
                  <dt className={FIELD_LABEL}>Username</dt>
                  <dd className="font-semibold wrap-anywhere">
                    {u.username} <RoleBadge user={u} />
                  </dd>
                  <dt className={FIELD_LABEL}>Name</dt>
                  <dd className="wrap-anywhere">{u.name ?? '—'}</dd>
                  <dt className={FIELD_LABEL}>Email</dt>
                  <dd className="wrap-anywhere">
                    {u.email ?? '—'}
                    <EmailState user={u} />
                  </dd>
                  <dt className={FIELD_LABEL}>MBTI Type</dt>
                  <dd className="font-bold">{u.mbtiType ?? '—'}</dd>
                </dl>
                <UserActions {...actionsFor(u)} className="flex flex-wrap gap-2" />
              </li>
            ))
          )}
        </ul>
        <table className="hidden w-full min-w-[640px] border-collapse text-left text-sm md:table">
          <thead className="sticky top-0 z-10 bg-sand text-xs font-extrabold tracking-wide text-ink uppercase">
            <tr>
              <th scope="col" className="px-3 py-2.5">
                ID
              </th>
              <th scope="col" className="px-3 py-2.5">
                Username
              </th>
              <th scope="col" className="px-3 py-2.5">
                Name
              </th>
              <th scope="col" className="px-3 py-2.5">
                Email
              </th>
              <th scope="col" className="px-3 py-2.5">
                MBTI Type
              </th>
              <th scope="col" className="px-3 py-2.5 text-right">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {users.isLoading ? (
              <tr>
                <td colSpan={6} className="px-3 py-6 text-center text-muted">
                  <LoaderCircle aria-hidden className="mr-2 inline size-4 animate-spin" />
                  Loading users...
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-3 py-6 text-center font-semibold text-muted">
                  No users found
                </td>
              </tr>
            ) : (
              rows.map((u) => (
                <tr key={u.id} className="border-t border-sand/70 odd:bg-cream/60">
                  <td className="px-3 py-2 font-bold text-muted tabular-nums">{u.id}</td>
                  <td className="max-w-48 px-3 py-2 font-semibold" title={u.username}>
                    <span className="flex min-w-0 items-center gap-1.5">
                      <span className="truncate">{u.username}</span>
                      <RoleBadge user={u} />
                    </span>
                  </td>
                  <td className="max-w-32 truncate px-3 py-2" title={u.name ?? ''}>
                    {u.name ?? '—'}
                  </td>
                  <td className="max-w-44 px-3 py-2" title={u.email ?? ''}>
                    <span className="block truncate">{u.email ?? '—'}</span>
                    <EmailState user={u} />
                  </td>
                  <td className="px-3 py-2 font-bold">{u.mbtiType ?? '—'}</td>
                  <td className="px-3 py-2">
                    <UserActions {...actionsFor(u)} className="flex justify-end gap-1.5" />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
        {users.hasNextPage ? (
          <div className="border-t border-sand p-2 text-center">
            <Button
              variant="link"
              size="sm"
              disabled={users.isFetchingNextPage}
              onClick={() => void users.fetchNextPage()}
            >
              {users.isFetchingNextPage ? 'Loading...' : 'Load more users'}
            </Button>
          </div>
        ) : null}
      </div>
      <DeleteUserDialog user={toDelete} onClose={() => setToDelete(null)} />
      <UnconfirmedSurveyDialog
        user={unconfirmed}
        onClose={() => setUnconfirmed(null)}
        onSend={(u) => {
          setUnconfirmed(null);
          survey.mutate(u);
        }}
      />
    </Card>
  );
}

function DeleteUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const qc = useQueryClient();
  const del = useEndpointMutation(adminRoutes.deleteUser, {
    input: (u: Pick<AdminUser, 'id'>) => ({ params: { id: String(u.id) } }),
    onSuccess: () => {
      toast({
        title: 'User deleted successfully',
        description: 'The user and all associated data have been removed.',
        variant: 'success',
      });
      for (const queryKey of [USERS_KEY, STATS_KEY, REPORTS_KEY]) void qc.invalidateQueries({ queryKey });
    },
    onError: (err) =>
      toast({
        title: 'Failed to delete user',
        description: errorMessage(err),
        variant: 'destructive',
      }),
  });
  const pending = del.isPending;
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      {user ? (
        <DialogContent
          title="Delete user"
          description={`Are you sure you want to delete ${user.name || user.username}?`}
          onEscapeKeyDown={(e) => pending && e.preventDefault()}
          onPointerDownOutside={(e) => pending && e.preventDefault()}
        >
          <p className="rounded-xl bg-danger-soft p-3 text-sm font-semibold text-danger">
            This permanently deletes the account, assessments and all associated data (posts, replies, photos). This
            cannot be undone.
          </p>
          <DeleteActions pending={pending} onConfirm={() => del.mutate(user, { onSettled: onClose })} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** The survey button warns before sending to an address its owner never confirmed. */
function UnconfirmedSurveyDialog({
  user,
  onClose,
  onSend,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onSend: (user: AdminUser) => void;
}) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      {user ? (
        <DialogContent
          title="Address not confirmed"
          description={`${user.name || user.username} has not confirmed ${user.email ?? 'this address'} yet.`}
        >
          <p className="rounded-xl bg-primary-soft p-3 text-sm font-semibold text-ink">
            Nobody has shown that this address belongs to the person who typed it. The survey may reach someone else, or
            bounce.
          </p>
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="teal" onClick={() => onSend(user)}>
              <Mail aria-hidden /> Send anyway
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
