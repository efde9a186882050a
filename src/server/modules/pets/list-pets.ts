/** The signed-in owner's pets, the most recently assessed first. */
import { asc, eq } from 'drizzle-orm';
import { assessments, pets } from '#server/db/schema.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import type { PetSummary } from '#shared/contracts/pets.ts';
import { type AssessmentRow, type PetDeps, toPetSummary } from './repository.ts';

export async function listPets({ db, catalog }: PetDeps, user: PublicUser): Promise<PetSummary[]> {
  const [petRows, rows] = await Promise.all([
    db.select().from(pets).where(eq(pets.userId, user.id)).orderBy(asc(pets.id)),
    db
      .select()
      .from(assessments)
      .where(eq(assessments.userId, user.id))
      .orderBy(asc(assessments.date), asc(assessments.id)),
  ]);
  const byPet = new Map<number, AssessmentRow[]>();
  for (const row of rows) {
    if (row.petId === null) continue;
    byPet.set(row.petId, [...(byPet.get(row.petId) ?? []), row]);
  }
  return petRows
    .map((pet) => toPetSummary(catalog, pet, byPet.get(pet.id) ?? []))
    .sort((a, b) => (b.latest?.date ?? '').localeCompare(a.latest?.date ?? '') || b.id - a.id);
}
