/**
 * A reply was written (call inside its transaction): the thread's author and everyone else who replied
 * in the thread hear of it, never the reply's own author, and only while they are members of the board.
 * Replies fold into the one unread notification of the thread per owner (its id renewed, so it sorts
 * first again); the phone is buzzed at most once per thread in REPLY_FOLD_MINUTES.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';
import {
  describeNotification,
  excerptOf,
  REPLY_FOLD_MINUTES,
  type NotificationKind,
} from '#shared/rules/notifications.ts';
import { announceChange, type PendingPush } from './notifier.ts';
import { settingsOf } from './settings.ts';

export interface NewReply {
  boardId: number;
  threadId: number;
  replyId: number;
  authorId: number;
}

export async function recordReply(tx: Db, reply: NewReply): Promise<PendingPush[]> {
  const found = await tx.execute<{ user_id: number; kind: NotificationKind; excerpt: string; actor: string }>(sql`
    with thread as (
      select id, user_id, content from discussion_posts where id = ${reply.threadId} and board_id = ${reply.boardId}
    ), recipients as (
      select user_id, 'reply_to_post' as kind from thread
      union
      select distinct p.user_id, 'reply_in_thread' as kind from discussion_posts p
      where p.parent_id = ${reply.threadId} and p.user_id <> (select user_id from thread)
    )
    select r.user_id, r.kind, (select content from thread) as excerpt,
      (select coalesce(nullif(btrim(name), ''), username) from users where id = ${reply.authorId}) as actor
    from recipients r
    join discussion_board_members m on m.board_id = ${reply.boardId} and m.user_id = r.user_id
    where r.user_id <> ${reply.authorId}`);
  const recipients = found.rows.map((r) => ({ ...r, user_id: Number(r.user_id) }));
  if (!recipients.length) return [];
  const settings = await settingsOf(
    tx,
    recipients.map((r) => r.user_id),
  );
  const pushes: PendingPush[] = [];
  const changed: number[] = [];
  for (const r of recipients) {
    const wanted = settings.get(r.user_id)!.replies;
    if (!wanted.inApp && !wanted.push) continue;
    const excerpt = excerptOf(r.excerpt);
    const url = clientPaths.discussionPost(reply.boardId, reply.threadId, reply.replyId);
    const message = (count: number) => ({
      ...describeNotification({ kind: r.kind, count, excerpt, actorName: r.actor, detail: null }),
      url,
      tag: `thread-${reply.threadId}`,
    });
    if (!wanted.inApp) {
      pushes.push({ userId: r.user_id, message: message(1) });
      continue;
    }
    const [row] = (
      await tx.execute<{ count: number; push: boolean }>(sql`
        insert into notifications (user_id, kind, board_id, thread_id, post_id, excerpt, actor_name, pushed_at)
        values (${r.user_id}, ${r.kind}, ${reply.boardId}, ${reply.threadId}, ${reply.replyId}, ${excerpt}, ${r.actor},
          case when ${wanted.push} then now() end)
        on conflict (user_id, thread_id)
          where read_at is null and thread_id is not null and kind in ('reply_to_post', 'reply_in_thread')
        do update set
          id = default,
          count = notifications.count + 1,
          post_id = excluded.post_id,
          actor_name = excluded.actor_name,
          excerpt = excluded.excerpt,
          updated_at = now(),
          pushed_at = case
            when ${wanted.push} and (notifications.pushed_at is null
              or notifications.pushed_at < now() - make_interval(mins => ${REPLY_FOLD_MINUTES}))
            then now() else notifications.pushed_at end
        returning count, (pushed_at is not null and pushed_at = now()) as push`)
    ).rows;
    changed.push(r.user_id);
    if (row?.push) pushes.push({ userId: r.user_id, message: message(Number(row.count)) });
  }
  await announceChange(tx, changed);
  return pushes;
}
