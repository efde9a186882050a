/** The moderation queue: posts and replies with open reports, newest report first. */
import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { discussionBoards, discussionPosts, postReports, users } from '#server/db/schema.ts';
import type { ReportedPost } from '#shared/contracts/admin.ts';

export const REPORTS_QUEUE_MAX = 200;

export async function listReports({ db }: { db: Db }): Promise<ReportedPost[]> {
  const open = db
    .select({
      postId: postReports.postId,
      reportCount: sql<number>`count(distinct ${postReports.userId})::int`.as('report_count'),
      reasons: sql<string[]>`array_agg(distinct ${postReports.reason} order by ${postReports.reason})`.as('reasons'),
      lastReportedAt: sql<Date>`max(${postReports.createdAt})`.as('last_reported_at'),
    })
    .from(postReports)
    .where(isNull(postReports.resolvedAt))
    .groupBy(postReports.postId)
    .as('open_reports');
  const rows = await db
    .select({
      postId: discussionPosts.id,
      boardId: discussionPosts.boardId,
      boardName: discussionBoards.name,
      parentId: discussionPosts.parentId,
      authorName: sql<string>`coalesce(nullif(${users.name}, ''), ${users.username})`,
      content: discussionPosts.content,
      imageUrl: discussionPosts.imageUrl,
      createdAt: discussionPosts.createdAt,
      reportCount: open.reportCount,
      reasons: open.reasons,
      lastReportedAt: open.lastReportedAt,
    })
    .from(open)
    .innerJoin(discussionPosts, eq(discussionPosts.id, open.postId))
    .innerJoin(discussionBoards, eq(discussionBoards.id, discussionPosts.boardId))
    .innerJoin(users, eq(users.id, discussionPosts.userId))
    .orderBy(desc(open.lastReportedAt), desc(discussionPosts.id))
    .limit(REPORTS_QUEUE_MAX);
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    lastReportedAt: new Date(r.lastReportedAt).toISOString(),
    reasons: Array.isArray(r.reasons) ? r.reasons : [],
  }));
}
