/**
 * A moderator acted on a post (call inside the action's transaction, BEFORE the post is removed): its
 * author hears that it was removed and why (the reason most of its open reports gave, else the general
 * one), and each person whose open report it settles hears that their report was handled. Never the
 * moderator themselves.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';
import { REPORT_REASONS } from '#shared/rules/boards.ts';
import {
  describeNotification,
  excerptOf,
  groupOf,
  removalReasonFor,
  type NotificationKind,
} from '#shared/rules/notifications.ts';
import { announceChange, type PendingPush } from './notifier.ts';
import { settingsOf } from './settings.ts';

export interface ModerationAct {
  postId: number;
  moderatorId: number;
  action: 'delete' | 'dismiss';
}

interface Draft {
  userId: number;
  kind: NotificationKind;
  detail: string;
}

export async function recordModeration(tx: Db, act: ModerationAct): Promise<PendingPush[]> {
  const [post] = (
    await tx.execute<{ id: number; user_id: number; board_id: number; parent_id: number | null; content: string }>(
      sql`select id, user_id, board_id, parent_id, content from discussion_posts where id = ${act.postId}`,
    )
  ).rows;
  if (!post) return [];
  const authorId = Number(post.user_id);
  const boardId = Number(post.board_id);
  const parentId = post.parent_id === null ? null : Number(post.parent_id);
  // Open reports this action settles: the post's, and (when it goes) those of the replies going with it.
  const reports = (
    await tx.execute<{ user_id: number; reason: string; post_id: number }>(sql`
      select r.user_id, r.reason, r.post_id from post_reports r
      join discussion_posts p on p.id = r.post_id
      where r.resolved_at is null
        and (p.id = ${post.id} ${act.action === 'delete' ? sql`or p.parent_id = ${post.id}` : sql``})`)
  ).rows.map((r) => ({ ...r, user_id: Number(r.user_id), post_id: Number(r.post_id) }));

  const drafts: Draft[] = [];
  if (act.action === 'delete' && authorId !== act.moderatorId) {
    const tally = new Map<string, number>();
    for (const r of reports) if (r.post_id === post.id) tally.set(r.reason, (tally.get(r.reason) ?? 0) + 1);
    const top = [...tally].sort((a, b) => b[1] - a[1])[0]?.[0];
    const label = REPORT_REASONS.find((r) => r.value === top)?.label ?? null;
    drafts.push({ userId: authorId, kind: 'post_removed', detail: removalReasonFor(label) });
  }
  const outcome = act.action === 'delete' ? 'removed' : 'kept';
  for (const reporter of new Set(reports.map((r) => r.user_id))) {
    if (reporter !== act.moderatorId) drafts.push({ userId: reporter, kind: 'report_handled', detail: outcome });
  }
  if (!drafts.length) return [];

  const settings = await settingsOf(
    tx,
    drafts.map((d) => d.userId),
  );
  const excerpt = excerptOf(post.content);
  const isReply = parentId !== null;
  const threadId = parentId ?? post.id;
  const pushes: PendingPush[] = [];
  const changed: number[] = [];
  for (const d of drafts) {
    const wanted = settings.get(d.userId)![groupOf(d.kind)];
    if (!wanted.inApp && !wanted.push) continue;
    // A kept post can still be opened; a removed one leaves its board.
    const kept = d.kind === 'report_handled' && outcome === 'kept';
    const url = kept ? clientPaths.discussionPost(boardId, threadId, post.id) : clientPaths.discussionBoard(boardId);
    let tag = `moderation-${post.id}-${d.kind}`;
    if (wanted.inApp) {
      const [row] = (
        await tx.execute<{ id: number }>(sql`
          insert into notifications (user_id, kind, board_id, thread_id, post_id, excerpt, detail, is_reply, pushed_at)
          values (${d.userId}, ${d.kind}, ${boardId}, ${kept ? threadId : null}, ${kept ? post.id : null}, ${excerpt},
            ${d.detail}, ${isReply}, case when ${wanted.push} then now() end)
          returning id`)
      ).rows;
      tag = `notification-${row!.id}`;
      changed.push(d.userId);
    }
    if (wanted.push) {
      const text = describeNotification({
        kind: d.kind,
        count: 1,
        excerpt,
        actorName: null,
        detail: d.detail,
        isReply,
      });
      pushes.push({ userId: d.userId, message: { ...text, url, tag } });
    }
  }
  await announceChange(tx, changed);
  return pushes;
}
