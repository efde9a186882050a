/** Reading pets and shaping them for the API; the one "owner's pet or 404" guard; linking a submission to its pet. */
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { assessments, pets } from '#server/db/schema.ts';
import { badRequest, notFound } from '#server/lib/errors.ts';
import type { Catalog } from '#server/modules/catalog/index.ts';
import { deleteImage } from '#server/modules/uploads/index.ts';
import type { PetHistoryEntry, PetSummary } from '#shared/contracts/pets.ts';
import { OTHER_PET_TYPE_ID, speciesForPetType } from '#shared/pet-types.ts';
import { PET_MESSAGES, PET_NOT_FOUND } from '#shared/rules/pets.ts';

export type PetRow = typeof pets.$inferSelect;
export type AssessmentRow = typeof assessments.$inferSelect;

export interface PetDeps {
  db: Db;
  catalog: Catalog;
}

/** The signed-in owner's pet, or 404 for everyone else (no hint that it exists). */
export async function requireOwnedPet(db: Db, userId: number, id: number): Promise<PetRow> {
  const [row] = await db
    .select()
    .from(pets)
    .where(and(eq(pets.id, id), eq(pets.userId, userId)))
    .limit(1);
  if (!row) throw notFound(PET_NOT_FOUND);
  return row;
}

/** A pet's assessments, oldest first (the order of its history). */
export function assessmentsOfPet(db: Db, petId: number): Promise<AssessmentRow[]> {
  return db
    .select()
    .from(assessments)
    .where(eq(assessments.petId, petId))
    .orderBy(asc(assessments.date), asc(assessments.id));
}

export function archetypeNameOf(catalog: Catalog, archetypeId: number): string {
  return catalog.archetype(archetypeId)?.name ?? '';
}

export function historyEntry(catalog: Catalog, row: AssessmentRow): PetHistoryEntry {
  return {
    assessmentId: row.id,
    date: row.date.toISOString(),
    archetypeId: row.archetypeId,
    archetypeCode: row.archetypeCode,
    archetypeName: archetypeNameOf(catalog, row.archetypeId),
    scores: {
      independence: row.independenceScore,
      confidence: row.confidenceScore,
      activity: row.activityScore,
      flexibility: row.flexibilityScore,
    },
  };
}

/** A pet as lists show it; `rows` are its assessments, oldest first. */
export function toPetSummary(catalog: Catalog, pet: PetRow, rows: readonly AssessmentRow[]): PetSummary {
  const newest = rows.at(-1);
  const newestPhoto = [...rows].reverse().find((r) => r.petPhoto)?.petPhoto ?? null;
  return {
    id: pet.id,
    name: pet.name,
    petTypeId: pet.petTypeId,
    petTypeName: catalog.petTypeName(pet.petTypeId),
    petTypeOther: pet.petTypeOther,
    species: speciesForPetType(pet.petTypeId),
    breed: pet.breed,
    age: pet.age,
    ageUnknown: pet.ageUnknown,
    birthMonth: pet.birthMonth,
    birthDay: pet.birthDay,
    isRescue: pet.isRescue,
    photo: pet.photo ?? newestPhoto,
    assessmentCount: rows.length,
    latest: newest
      ? {
          assessmentId: newest.id,
          archetypeId: newest.archetypeId,
          archetypeCode: newest.archetypeCode,
          archetypeName: archetypeNameOf(catalog, newest.archetypeId),
          date: newest.date.toISOString(),
        }
      : null,
  };
}

/** What a submission says of its pet (the questionnaire's profile answers). */
export interface PetProfile {
  petId?: number | undefined;
  petName: string;
  petTypeId: number;
  petTypeOther?: string | null | undefined;
  petBreed: string;
  petAge?: number | null | undefined;
  petAgeUnknown: boolean;
  petBirthMonth?: number | null | undefined;
  petBirthDay?: number | null | undefined;
  petIsRescue: boolean;
}

/** The pets key the migration groups by: the same name, trimmed and case-insensitive. */
const sameName = (name: string) => sql`lower(btrim(${pets.name})) = lower(btrim(${name}))`;

/**
 * The pet a new assessment is of: the chosen one ('Assess Maple again'), else the owner's pet of the
 * same name and type (the migration's rule), else a new pet. Its profile takes the newest answers.
 */
export async function linkPetForSubmission(tx: Db, userId: number, input: PetProfile): Promise<number> {
  const profile = {
    name: input.petName,
    petTypeOther: (input.petTypeId === OTHER_PET_TYPE_ID && input.petTypeOther) || null,
    breed: input.petBreed,
    age: input.petAgeUnknown ? null : (input.petAge ?? null),
    ageUnknown: input.petAgeUnknown,
    birthMonth: input.petBirthMonth ?? null,
    birthDay: input.petBirthDay ?? null,
    isRescue: input.petIsRescue,
  };
  let petId: number | undefined;
  if (input.petId !== undefined) {
    const pet = await requireOwnedPet(tx, userId, input.petId);
    if (pet.petTypeId !== input.petTypeId) throw badRequest(PET_MESSAGES.wrongType);
    petId = pet.id;
  } else {
    const [found] = await tx
      .select({ id: pets.id })
      .from(pets)
      .where(and(eq(pets.userId, userId), eq(pets.petTypeId, input.petTypeId), sameName(input.petName)))
      .orderBy(asc(pets.id))
      .limit(1);
    petId = found?.id;
  }
  if (petId !== undefined) {
    await tx.update(pets).set(profile).where(eq(pets.id, petId));
    return petId;
  }
  const [created] = await tx
    .insert(pets)
    .values({ userId, petTypeId: input.petTypeId, ...profile })
    .returning({ id: pets.id });
  return created!.id;
}

/**
 * The pet's current photo: the one the owner chose for it, else its newest assessment's. 'Assess again'
 * without a new photo carries this over (the upload is shared; deleteImage keeps a photo still in use).
 */
export async function currentPetPhoto(tx: Db, userId: number, petId: number): Promise<string | null> {
  const [pet] = await tx
    .select({ photo: pets.photo })
    .from(pets)
    .where(and(eq(pets.id, petId), eq(pets.userId, userId)))
    .limit(1);
  if (pet?.photo) return pet.photo;
  const [newest] = await tx
    .select({ photo: assessments.petPhoto })
    .from(assessments)
    .where(and(eq(assessments.petId, petId), eq(assessments.userId, userId), isNotNull(assessments.petPhoto)))
    .orderBy(desc(assessments.date), desc(assessments.id))
    .limit(1);
  return newest?.photo ?? null;
}

/** A pet left with no assessment is gone too (with the photo the owner chose for it). */
export async function dropPetIfEmpty(tx: Db, userId: number, petId: number | null): Promise<void> {
  if (petId === null) return;
  const [left] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(assessments)
    .where(eq(assessments.petId, petId));
  if ((left?.n ?? 0) > 0) return;
  const [gone] = await tx.delete(pets).where(eq(pets.id, petId)).returning({ photo: pets.photo });
  if (gone?.photo) await deleteImage(tx, gone.photo, userId);
}
