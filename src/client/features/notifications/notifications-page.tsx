import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, BellOff, CheckCheck, ChevronDown, MessageCircle, Settings, ShieldCheck } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { refreshNotifications, unreadKey, useNotifications, useUnreadCount } from '#client/api/notifications.ts';
import { useEndpointMutation } from '#client/lib/endpoint-hooks.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { timeAgo } from '#client/lib/time-ago.ts';
import { cn } from '#client/lib/utils.ts';
import * as notificationsRoutes from '#shared/routes/notifications.generated.ts';
import type { NotificationItem } from '#shared/contracts/notifications.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';
import { groupOf } from '#shared/rules/notifications.ts';

/**
 * /notifications: newest first, unread ones marked; tapping one marks it read and opens the post it is
 * about (scrolled to and highlighted). 'Mark all read' clears the bell. The list follows the live count.
 */
export function NotificationsPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const list = useNotifications();
  // The live count (its stream refreshes the list when it changes).
  const unread = useUnreadCount();
  const markRead = useEndpointMutation(notificationsRoutes.markNotificationsRead, {
    onSuccess: (data) => {
      qc.setQueryData(unreadKey, data);
      return refreshNotifications(qc);
    },
    onError: (err) =>
      toast({ title: 'Could not mark as read', description: errorMessage(err), variant: 'destructive' }),
  });

  const open = (item: NotificationItem) => {
    if (!item.read) markRead.mutate({ body: { ids: [item.id] } });
    if (item.url) navigate(item.url);
  };

  return (
    <>
      <header className="sticky top-0 z-30 flex items-center gap-2 bg-cream/95 px-3 py-3 backdrop-blur">
        <Button variant="ghost" size="sm" className="min-h-11" onClick={() => navigate(clientPaths.home)}>
          <ArrowLeft aria-hidden /> Home
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="ml-auto"
          aria-label="Notification settings"
          onClick={() => navigate(clientPaths.notificationSettings)}
        >
          <Settings aria-hidden />
        </Button>
      </header>
      <main className="flex flex-1 flex-col gap-4 px-4 pb-8">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <h1 className="text-3xl text-primary-strong">Notifications</h1>
          <Button
            variant="secondary"
            size="sm"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ body: { all: true } })}
          >
            <CheckCheck aria-hidden /> Mark all read
          </Button>
        </div>
        <p aria-live="polite" className="-mt-2 text-sm font-bold text-muted">
          {list.isSuccess ? (unread === 0 ? 'All caught up' : `${unread} unread`) : null}
        </p>
        {list.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner className="size-9" label="Loading notifications" />
          </div>
        ) : list.isError && list.items.length === 0 ? (
          <div
            role="alert"
            className="grid justify-items-center gap-3 rounded-card bg-danger-soft px-6 py-8 text-center"
          >
            <p className="font-bold text-danger">We couldn&apos;t load your notifications.</p>
            <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.items.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-card border-2 border-dashed border-sand bg-white/60 px-6 py-10 text-center">
            <span className="rounded-full bg-teal-soft p-4 text-teal">
              <BellOff aria-hidden className="size-8" />
            </span>
            <p className="max-w-xs font-bold text-ink/90">
              Nothing yet. When someone replies to you on a board, you&apos;ll see it here.
            </p>
          </div>
        ) : (
          <ul aria-label="Notifications" className="grid gap-3">
            {list.items.map((item) => (
              <li key={item.id}>
                <NotificationRow item={item} onOpen={() => open(item)} />
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage ? (
          <Button
            variant="secondary"
            className="justify-self-center self-center"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            {list.isFetchingNextPage ? (
              <Spinner className="size-5" label="Loading older notifications" />
            ) : (
              <ChevronDown aria-hidden />
            )}
            Load more
          </Button>
        ) : null}
      </main>
    </>
  );
}

function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  const Icon = groupOf(item.kind) === 'replies' ? MessageCircle : ShieldCheck;
  return (
    <button
      type="button"
      onClick={onOpen}
      data-unread={item.read ? undefined : 'true'}
      className={cn(
        'flex w-full items-start gap-3 rounded-card p-4 text-left shadow-card transition-colors',
        item.read ? 'bg-white/70' : 'bg-white ring-2 ring-primary/30',
      )}
    >
      <span
        className={cn(
          'grid size-10 shrink-0 place-items-center rounded-full',
          item.read ? 'bg-sand/60 text-muted' : 'bg-primary-soft text-primary-strong',
        )}
      >
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="grid min-w-0 flex-1 gap-1 [overflow-wrap:anywhere]">
        <span className={cn('leading-snug', item.read ? 'font-semibold text-ink/80' : 'font-extrabold text-ink')}>
          {item.read ? null : <span className="sr-only">Unread: </span>}
          {item.title}
        </span>
        <span className="text-sm text-muted">{item.body}</span>
        <span className="text-xs font-bold text-muted">{timeAgo(item.updatedAt)}</span>
      </span>
      {item.read ? null : <span aria-hidden className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary" />}
    </button>
  );
}
