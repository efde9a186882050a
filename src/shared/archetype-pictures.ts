/**
 * Each archetype's picture for each species (80 in all, content/assets/archetype-{code}-{species}.svg,
 * drawn by scripts/draw-archetype-pictures.ts) and its alt text: "A {noun} {scene}", the noun per species
 * and the scene per archetype, so the words an owner reads and the picture they see say the same thing
 * (docs/decisions/0034-species-pictures.md).
 */
import { ARCHETYPE_PICTURE_VERSIONS } from './archetype-picture-versions.ts';
import { pathFor } from './paths.ts';
import { getAsset } from './routes/platform.generated.ts';
import { SPECIES, speciesForPetType, type Species } from './pet-types.ts';

/** What each species' figure is called in an alt text. 'other' is a gentle generic small pet. */
export const SPECIES_NOUNS: Record<Species, string> = {
  dog: 'dog',
  cat: 'cat',
  bird: 'bird',
  rabbit: 'rabbit',
  other: 'small pet',
};

/** How the species switch names each species. */
export const SPECIES_LABELS: Record<Species, string> = {
  dog: 'Dog',
  cat: 'Cat',
  bird: 'Bird',
  rabbit: 'Rabbit',
  other: 'Other',
};

/** What each archetype's scene shows, after "A dog ...". Words every species may read. */
export const ARCHETYPE_SCENES: Record<string, string> = {
  RTPS: 'keeping watch by the front door',
  RTPF: "staying close beside its person's legs",
  RTAS: 'tucked up under a blanket with a teddy bear',
  RTAF: "sharing a heart with its person's hand",
  RCPS: 'bringing a slipper to the armchair',
  RCPF: "steering a ship's wheel across a calm sea",
  RCAS: 'bringing home the morning newspaper',
  RCAF: 'leaping a hurdle',
  ITPS: 'peeking out of a cardboard box at a butterfly',
  ITPF: 'studying a flower through a magnifying glass',
  ITAS: 'planning its next move beside a chess knight',
  ITAF: 'wandering by a garden fence under the moon',
  ICPS: 'sitting beside its neatly kept basket of toys',
  ICPF: 'lazing in a hammock among the flowers',
  ICAS: 'sitting tall on a rock beside its flag',
  ICAF: 'setting off over the mountains with a compass',
};

export const ARCHETYPE_PICTURE_SPECIES: readonly Species[] = SPECIES;

/** The asset name of an archetype's picture for a species: archetype-rcaf-dog. */
export const archetypePictureName = (code: string, species: Species) => `archetype-${code.toLowerCase()}-${species}`;

/** "A dog leaping a hurdle". */
export function archetypePictureAlt(code: string, species: Species): string {
  const scene = ARCHETYPE_SCENES[code.toUpperCase()] ?? 'at home';
  const noun = SPECIES_NOUNS[species];
  return `${/^[aeiou]/i.test(noun) ? 'An' : 'A'} ${noun} ${scene}`;
}

/**
 * The picture's URL, versioned by its content (`?v=` + the asset's hash), so the server can send it
 * with a one-year immutable cache: a redrawn picture gets a new URL.
 */
export function archetypePictureUrl(code: string, species: Species): string {
  const name = archetypePictureName(code, species);
  const version = ARCHETYPE_PICTURE_VERSIONS[name];
  const path = pathFor(getAsset.path, { name });
  return version ? `${path}?v=${version}` : path;
}

/** The picture (src and alt) of an archetype for a pet type id (5, Other, gets the neutral small pet). */
export function archetypePicture(code: string, petTypeIdOrSpecies: number | Species): { src: string; alt: string } {
  const species = typeof petTypeIdOrSpecies === 'number' ? speciesForPetType(petTypeIdOrSpecies) : petTypeIdOrSpecies;
  return { src: archetypePictureUrl(code, species), alt: archetypePictureAlt(code, species) };
}
