/**
 * How two of an owner's pets are likely to get along (decision 0043): the species pair's text
 * (introductions, resources, routines) and, for each trait, the text for their two letters (both high,
 * both low, or one each), from content/household.ts, with a one-line headline.
 */
import { household, type PairKind, speciesPairKey } from '#content/household.ts';
import { TRAITS } from '#shared/archetypes.ts';
import type { Household } from '#shared/contracts/pets.ts';
import { speciesForPetType, type Species } from '#shared/pet-types.ts';
import { badRequest } from '#server/lib/errors.ts';
import { PET_MESSAGES } from '#shared/rules/pets.ts';
import {
  archetypeNameOf,
  assessmentsOfPet,
  type PetDeps,
  type PetRow,
  requireOwnedPet,
  toPetSummary,
} from './repository.ts';

const HUNTERS: readonly Species[] = ['dog', 'cat'];

/** Pairs that need watching: a clash of energy or boldness, two who both lean on you, two who both need routine. */
const FRICTION: ReadonlyArray<[string, PairKind]> = [
  ['confidence', 'mixed'],
  ['activity', 'mixed'],
  ['independence', 'bothLow'],
  ['flexibility', 'bothLow'],
  ['confidence', 'bothHigh'],
];

export async function getHousehold(deps: PetDeps, userId: number, aId: number, bId: number): Promise<Household> {
  const { db, catalog } = deps;
  const [petA, petB] = await Promise.all([requireOwnedPet(db, userId, aId), requireOwnedPet(db, userId, bId)]);
  if (petA.id === petB.id) throw badRequest(PET_MESSAGES.samePet);
  const side = async (pet: PetRow) => {
    const rows = await assessmentsOfPet(db, pet.id);
    const newest = rows.at(-1);
    if (!newest) throw badRequest(PET_MESSAGES.noAssessment);
    const summary = toPetSummary(catalog, pet, rows);
    return {
      view: {
        id: pet.id,
        name: pet.name,
        species: speciesForPetType(pet.petTypeId),
        petTypeName: summary.petTypeName,
        photo: summary.photo,
        archetypeCode: newest.archetypeCode,
        archetypeName: archetypeNameOf(catalog, newest.archetypeId),
      },
      code: newest.archetypeCode.toUpperCase(),
    };
  };
  const [a, b] = await Promise.all([side(petA), side(petB)]);
  const traits = TRAITS.map((t, i) => {
    const la = a.code[i] ?? '';
    const lb = b.code[i] ?? '';
    const kind: PairKind = la !== lb ? 'mixed' : la === t.highLetter ? 'bothHigh' : 'bothLow';
    const text = household.letterPairs[t.key][kind];
    return { trait: t.key, name: t.name, kind, letters: `${la}+${lb}`, outlook: text.outlook, helps: text.helps };
  });
  const speciesA = a.view.species as Species;
  const speciesB = b.view.species as Species;
  const species = household.speciesPairs[speciesPairKey(speciesA, speciesB)]!;
  const predatorPrey =
    (HUNTERS.includes(speciesA) && !HUNTERS.includes(speciesB)) ||
    (HUNTERS.includes(speciesB) && !HUNTERS.includes(speciesA));
  const friction = traits.filter((t) => FRICTION.some(([k, kind]) => k === t.trait && kind === t.kind)).length;
  const names = `${a.view.name} and ${b.view.name}`;
  const headline = predatorPrey
    ? `${names} can share a home safely, with each kept to its own space and every meeting supervised.`
    : friction === 0
      ? `${names} are likely to get along well.`
      : friction === 1
        ? `${names} are likely to get along, with one thing to watch.`
        : `${names} can get along, but will need time and some help to settle.`;
  return { a: a.view, b: b.view, headline, species, traits };
}
