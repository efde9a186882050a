/**
 * Notifications: the bell's unread count, kept live over /api/notifications/stream (Server-Sent Events;
 * the server sends the count at once and on every change, so a reconnect catches up by itself), and the
 * list's pages (newest first, never twice). A count that changes refreshes the open list too.
 */
import * as notificationsRoutes from '#shared/routes/notifications.generated.ts';
import { useEffect } from 'react';
import { type QueryClient, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, queryKeyFor, urlFor } from '#client/lib/api-client.ts';
import { useEndpointQuery } from '#client/lib/endpoint-hooks.ts';
import type { NotificationItem } from '#shared/contracts/notifications.ts';
import { NOTIFICATIONS_PAGE_DEFAULT } from '#shared/rules/notifications.ts';

export const unreadKey = queryKeyFor(notificationsRoutes.unreadNotificationCount);
export const notificationsKey = queryKeyFor(notificationsRoutes.listNotifications);

/** Wait before opening a new stream when the browser gave up on one (e.g. the server was down). */
const REOPEN_AFTER_MS = 3000;

/** The count and the list, refetched (after a write here, or a reconnect). */
export async function refreshNotifications(qc: QueryClient): Promise<void> {
  await Promise.all([
    qc.invalidateQueries({ queryKey: unreadKey }),
    qc.invalidateQueries({ queryKey: notificationsKey }),
  ]);
}

/** The unread count, live: one stream per mounted bell (the header). */
export function useUnreadCount(enabled = true): number {
  const qc = useQueryClient();
  const count = useEndpointQuery(notificationsRoutes.unreadNotificationCount, {}, { enabled });
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const url = urlFor(notificationsRoutes.notificationEvents);
    let source: EventSource | null = null;
    let stopped = false;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource(url, { withCredentials: true });
      source.onmessage = (e: MessageEvent<string>) => {
        try {
          const { unread } = JSON.parse(e.data) as { unread: number };
          const before = qc.getQueryData<{ unread: number }>(unreadKey)?.unread;
          qc.setQueryData(unreadKey, { unread });
          if (before !== unread) void qc.invalidateQueries({ queryKey: notificationsKey });
        } catch {
          void refreshNotifications(qc);
        }
      };
      source.onerror = () => {
        if (stopped || !source || source.readyState !== EventSource.CLOSED) return;
        source = null;
        clearTimeout(reopen);
        reopen = setTimeout(() => {
          if (!stopped) open();
        }, REOPEN_AFTER_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(reopen);
      source?.close();
    };
  }, [qc, enabled]);
  return count.data?.unread ?? 0;
}

/** The owner's notifications, newest first, a page at a time. */
export function useNotifications() {
  const query = useInfiniteQuery({
    queryKey: notificationsKey,
    queryFn: ({ pageParam }) =>
      callApi(notificationsRoutes.listNotifications, {
        query: { limit: NOTIFICATIONS_PAGE_DEFAULT, ...(pageParam ? { before: pageParam } : {}) },
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
  const seen = new Set<number>();
  const items: NotificationItem[] = [];
  for (const page of query.data?.pages ?? []) {
    for (const item of page.items) {
      if (!seen.has(item.id)) {
        seen.add(item.id);
        items.push(item);
      }
    }
  }
  return { ...query, items };
}
