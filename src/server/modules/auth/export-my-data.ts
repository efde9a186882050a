/**
 * 'Download my data': the owner's account, every assessment with its answers and result, and every
 * post and reply they wrote. Only the owner's own rows: never another user's posts, replies or names.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { archetypes, assessments, discussionBoards, discussionPosts, petTypes, users } from '#server/db/schema.ts';
import { unauthorized } from '#server/lib/errors.ts';
import { upgradeStoredAnalysis } from '#shared/contracts/assessments.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';

export async function exportMyData({ db }: { db: Db }, owner: PublicUser) {
  const [account] = await db.select().from(users).where(eq(users.id, owner.id)).limit(1);
  if (!account) throw unauthorized();
  const rows = await db
    .select({ a: assessments, petTypeName: petTypes.name, archetypeName: archetypes.name })
    .from(assessments)
    .innerJoin(petTypes, eq(petTypes.id, assessments.petTypeId))
    .innerJoin(archetypes, eq(archetypes.id, assessments.archetypeId))
    .where(eq(assessments.userId, owner.id))
    .orderBy(asc(assessments.date), asc(assessments.id));
  const posts = await db
    .select({
      id: discussionPosts.id,
      boardId: discussionPosts.boardId,
      boardName: discussionBoards.name,
      parentId: discussionPosts.parentId,
      content: discussionPosts.content,
      imageUrl: discussionPosts.imageUrl,
      createdAt: discussionPosts.createdAt,
      updatedAt: discussionPosts.updatedAt,
    })
    .from(discussionPosts)
    .innerJoin(discussionBoards, eq(discussionBoards.id, discussionPosts.boardId))
    .where(eq(discussionPosts.userId, owner.id))
    .orderBy(asc(discussionPosts.createdAt), asc(discussionPosts.id));
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: account.id,
      username: account.username,
      name: account.name,
      email: account.email,
      mbtiType: account.mbtiType,
      role: account.role,
      createdAt: account.createdAt.toISOString(),
    },
    assessments: rows.map(({ a, petTypeName, archetypeName }) => ({
      id: a.id,
      date: a.date.toISOString(),
      petName: a.petName,
      petType: petTypeName,
      petBreed: a.petBreed,
      petAge: a.petAge,
      petAgeUnknown: a.petAgeUnknown,
      petBirthMonth: a.petBirthMonth,
      petBirthDay: a.petBirthDay,
      petIsRescue: a.petIsRescue,
      petPhoto: a.petPhoto,
      answers: a.textResponses ?? [],
      result: {
        archetypeCode: a.archetypeCode,
        archetypeName,
        independenceScore: a.independenceScore,
        confidenceScore: a.confidenceScore,
        activityScore: a.activityScore,
        flexibilityScore: a.flexibilityScore,
        analysis: a.analysis ? upgradeStoredAnalysis(a.analysis) : null,
      },
      isShared: a.isShared,
    })),
    posts: posts.map((p) => ({
      ...p,
      kind: p.parentId === null ? 'post' : 'reply',
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt?.toISOString() ?? null,
    })),
  };
}
