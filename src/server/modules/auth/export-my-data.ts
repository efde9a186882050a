/**
 * 'Download my data': the owner's account, every assessment with its answers and result, every
 * post and reply they wrote, their notification settings and push devices. Only the owner's own rows: never another user's posts, replies or names.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  archetypes,
  assessments,
  discussionBoards,
  discussionPosts,
  petPlanTicks,
  notificationSettings,
  petTypes,
  pets,
  pushSubscriptions,
  users,
} from '#server/db/schema.ts';
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
  const petRows = await db
    .select({ p: pets, petTypeName: petTypes.name })
    .from(pets)
    .innerJoin(petTypes, eq(petTypes.id, pets.petTypeId))
    .where(eq(pets.userId, owner.id))
    .orderBy(asc(pets.id));
  const ticks = await db
    .select({ petId: petPlanTicks.petId, week: petPlanTicks.week, day: petPlanTicks.day })
    .from(petPlanTicks)
    .innerJoin(pets, eq(pets.id, petPlanTicks.petId))
    .where(eq(pets.userId, owner.id))
    .orderBy(asc(petPlanTicks.week), asc(petPlanTicks.day));
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
  const [settings] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, owner.id))
    .limit(1);
  const devices = await db
    .select({
      endpoint: pushSubscriptions.endpoint,
      createdAt: pushSubscriptions.createdAt,
      lastSuccessAt: pushSubscriptions.lastSuccessAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, owner.id))
    .orderBy(asc(pushSubscriptions.createdAt));
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
    pets: petRows.map(({ p, petTypeName }) => ({
      id: p.id,
      name: p.name,
      petType: petTypeName,
      petTypeOther: p.petTypeOther,
      breed: p.breed,
      age: p.age,
      ageUnknown: p.ageUnknown,
      birthMonth: p.birthMonth,
      birthDay: p.birthDay,
      isRescue: p.isRescue,
      photo: p.photo,
      createdAt: p.createdAt.toISOString(),
      planTicks: ticks.filter((t) => t.petId === p.id).map((t) => ({ week: t.week, day: t.day })),
    })),
    assessments: rows.map(({ a, petTypeName, archetypeName }) => ({
      id: a.id,
      petId: a.petId,
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
    notificationSettings: settings
      ? {
          replies: { inApp: settings.repliesInApp, push: settings.repliesPush, email: settings.repliesEmail },
          moderation: {
            inApp: settings.moderationInApp,
            push: settings.moderationPush,
            email: settings.moderationEmail,
          },
          lastSummaryAt: settings.lastSummaryAt?.toISOString() ?? null,
        }
      : null,
    // Where the browser's push service takes messages for this device (its keys are not the owner's to read).
    pushDevices: devices.map((d) => ({
      endpoint: d.endpoint,
      createdAt: d.createdAt.toISOString(),
      lastSuccessAt: d.lastSuccessAt?.toISOString() ?? null,
    })),
  };
}
