/**
 * 'This week with Maple' (decision 0043): seven days, each an activity and a care tip from the pet's
 * species-specific lists for the archetype of its newest assessment. Deterministic: the same pet and
 * ISO week always give the same plan (seeded by pet id + week); the next week's order differs from
 * this one's. The owner's ticks are rows of pet_plan_ticks.
 */
import { and, eq } from 'drizzle-orm';
import { petPlanTicks } from '#server/db/schema.ts';
import { badRequest } from '#server/lib/errors.ts';
import type { PetPlan } from '#shared/contracts/pets.ts';
import { PET_MESSAGES, WEEK_DAYS, isoWeekOf, mondayOfIsoWeek } from '#shared/rules/pets.ts';
import { archetypeNameOf, assessmentsOfPet, type PetDeps, requireOwnedPet } from './repository.ts';

/** FNV-1a: a small stable hash of the seed text. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a seeded pseudo-random sequence in [0, 1). */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Indexes 0..n-1 shuffled by the seed (Fisher-Yates). */
export function shuffledOrder(n: number, seedText: string): number[] {
  const random = seeded(hash(seedText));
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

function previousWeek(week: string): string {
  const monday = mondayOfIsoWeek(week)!;
  return isoWeekOf(new Date(monday.getTime() - 7 * 86_400_000));
}

/** The order of n items for a pet's week: seeded, and never the same as the week before's. */
export function weekOrder(n: number, petId: number, week: string, list = ''): number[] {
  const order = shuffledOrder(n, `${petId}:${week}${list}`);
  const before = shuffledOrder(n, `${petId}:${previousWeek(week)}${list}`);
  const same = n > 1 && order.every((v, i) => v === before[i]);
  return same ? [...order.slice(1), order[0]!] : order;
}

/** Seven picks from an order, cycling when the list is shorter than a week. */
const sevenOf = <T>(items: readonly T[], order: readonly number[]): T[] =>
  WEEK_DAYS.map((_, day) => items[order[day % order.length]!]!);

export async function getPetPlan(
  { db, catalog }: PetDeps,
  userId: number,
  id: number,
  week: string = isoWeekOf(new Date()),
): Promise<PetPlan> {
  const pet = await requireOwnedPet(db, userId, id);
  const rows = await assessmentsOfPet(db, pet.id);
  const newest = rows.at(-1);
  if (!newest) throw badRequest(PET_MESSAGES.noAssessment);
  const { activities, careTips } = catalog.recommendations(newest.archetypeId, pet.petTypeId);
  const ticks = await db
    .select({ day: petPlanTicks.day })
    .from(petPlanTicks)
    .where(and(eq(petPlanTicks.petId, pet.id), eq(petPlanTicks.week, week)));
  const done = new Set(ticks.map((t) => t.day));
  const monday = mondayOfIsoWeek(week)!;
  const dayActivities = sevenOf(activities, weekOrder(activities.length, pet.id, week, ':a'));
  const dayTips = sevenOf(careTips, weekOrder(careTips.length, pet.id, week, ':c'));
  return {
    petId: pet.id,
    petName: pet.name,
    week,
    archetypeName: archetypeNameOf(catalog, newest.archetypeId),
    assessmentId: newest.id,
    days: WEEK_DAYS.map((label, day) => ({
      day,
      label,
      date: new Date(monday.getTime() + day * 86_400_000).toISOString().slice(0, 10),
      activity: { text: dayActivities[day]?.text ?? '', icon: dayActivities[day]?.icon ?? null },
      careTip: dayTips[day]?.text ?? '',
      done: done.has(day),
    })),
  };
}

export async function tickPetPlan(
  deps: PetDeps,
  userId: number,
  id: number,
  week: string,
  day: number,
  isDone: boolean,
): Promise<PetPlan> {
  const pet = await requireOwnedPet(deps.db, userId, id);
  if (isDone) {
    await deps.db.insert(petPlanTicks).values({ petId: pet.id, week, day }).onConflictDoNothing();
  } else {
    await deps.db
      .delete(petPlanTicks)
      .where(and(eq(petPlanTicks.petId, pet.id), eq(petPlanTicks.week, week), eq(petPlanTicks.day, day)));
  }
  return getPetPlan(deps, userId, pet.id, week);
}
