/** One of the owner's pets: its profile, trait history (oldest first) and what changed at each newer assessment. */
import { and, asc, eq, ne } from 'drizzle-orm';
import { pets } from '#server/db/schema.ts';
import type { PetDetail } from '#shared/contracts/pets.ts';
import { speciesForPetType } from '#shared/pet-types.ts';
import { describeChanges } from './describe-changes.ts';
import { assessmentsOfPet, historyEntry, type PetDeps, requireOwnedPet, toPetSummary } from './repository.ts';

export async function getPet({ db, catalog }: PetDeps, userId: number, id: number): Promise<PetDetail> {
  const pet = await requireOwnedPet(db, userId, id);
  const [rows, others] = await Promise.all([
    assessmentsOfPet(db, pet.id),
    db
      .select({ id: pets.id, name: pets.name, petTypeId: pets.petTypeId })
      .from(pets)
      .where(and(eq(pets.userId, userId), ne(pets.id, pet.id)))
      .orderBy(asc(pets.id)),
  ]);
  return {
    pet: toPetSummary(catalog, pet, rows),
    history: rows.map((row) => historyEntry(catalog, row)),
    changes: describeChanges(rows, pet.name),
    otherPets: others.map((o) => ({ id: o.id, name: o.name, species: speciesForPetType(o.petTypeId) })),
  };
}
