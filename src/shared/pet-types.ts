/** Pet types, ids fixed by the product rules (docs/product-rules.md, The questionnaire): 1 Dog, 2 Cat, 3 Bird, 4 Rabbit, 5 Other. */
export const PET_TYPES = [
  { id: 1, name: 'Dog', species: 'dog' },
  { id: 2, name: 'Cat', species: 'cat' },
  { id: 3, name: 'Bird', species: 'bird' },
  { id: 4, name: 'Rabbit', species: 'rabbit' },
  { id: 5, name: 'Other', species: 'other' },
] as const;

/** The 'Other (specify)' choice of the questionnaire. */
export const OTHER_PET_TYPE_ID = 5;

export type Species = (typeof PET_TYPES)[number]['species'];
export const SPECIES: readonly Species[] = PET_TYPES.map((p) => p.species);

export function speciesForPetType(petTypeId: number): Species {
  return PET_TYPES.find((p) => p.id === petTypeId)?.species ?? 'other';
}
