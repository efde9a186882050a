/** Board rows written straight to the database (the boards API is built elsewhere). */
import sharp from 'sharp';
import type { Db } from '#server/db/client.ts';
import * as s from '#server/db/schema.ts';
import { keyFromImageUrl, processImage, saveImage } from '#server/modules/uploads/images.ts';
import { eq, inArray } from 'drizzle-orm';

export async function storedImage(db: Db, userId: number): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 9, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  return saveImage(db, await processImage(png), userId);
}

export async function insertPost(
  db: Db,
  p: { boardId?: number; userId: number; content: string; parentId?: number | null; image?: boolean },
): Promise<{ id: number; imageUrl: string | null }> {
  const imageUrl = p.image ? await storedImage(db, p.userId) : null;
  const [row] = await db
    .insert(s.discussionPosts)
    .values({ boardId: p.boardId ?? 1, userId: p.userId, content: p.content, parentId: p.parentId ?? null, imageUrl })
    .returning();
  return { id: row!.id, imageUrl };
}

export async function insertReport(db: Db, postId: number, userId: number, reason = 'spam', createdAt?: Date) {
  await db.insert(s.postReports).values({ postId, userId, reason, ...(createdAt ? { createdAt } : {}) });
}

export async function joinBoard(db: Db, boardId: number, userId: number) {
  await db.insert(s.discussionBoardMembers).values({ boardId, userId });
}

export async function postIdsExisting(db: Db, ids: number[]) {
  const rows = await db
    .select({ id: s.discussionPosts.id })
    .from(s.discussionPosts)
    .where(inArray(s.discussionPosts.id, ids));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export async function imageExists(db: Db, url: string | null): Promise<boolean> {
  const key = keyFromImageUrl(url);
  if (!key) return false;
  return (await db.select({ id: s.uploads.id }).from(s.uploads).where(eq(s.uploads.key, key))).length > 0;
}
