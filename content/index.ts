/** All curated content, in archetype id order (src/shared/archetypes.ts). */
import type { Species } from '#shared/pet-types.ts';
import { SPECIES_TEXT_FIELDS, type ArchetypeContent, type SpeciesTextField } from './schema.ts';
import { rtps } from './archetypes/rtps.ts';
import { rtpf } from './archetypes/rtpf.ts';
import { rtas } from './archetypes/rtas.ts';
import { rtaf } from './archetypes/rtaf.ts';
import { rcps } from './archetypes/rcps.ts';
import { rcpf } from './archetypes/rcpf.ts';
import { rcas } from './archetypes/rcas.ts';
import { rcaf } from './archetypes/rcaf.ts';
import { itps } from './archetypes/itps.ts';
import { itpf } from './archetypes/itpf.ts';
import { itas } from './archetypes/itas.ts';
import { itaf } from './archetypes/itaf.ts';
import { icps } from './archetypes/icps.ts';
import { icpf } from './archetypes/icpf.ts';
import { icas } from './archetypes/icas.ts';
import { icaf } from './archetypes/icaf.ts';

export { starSigns } from './star-signs.ts';
export { humanTypes } from './human-types.ts';
export { boards } from './boards.ts';

/** Index i holds archetype id i + 1. */
export const archetypeContent: readonly ArchetypeContent[] = [
  rtps,
  rtpf,
  rtas,
  rtaf,
  rcps,
  rcpf,
  rcas,
  rcaf,
  itps,
  itpf,
  itas,
  itaf,
  icps,
  icpf,
  icas,
  icaf,
];

/** The long texts an archetype shows an owner: the shared ones, or the species' own version where it has one. */
export type SpeciesView = Pick<ArchetypeContent, SpeciesTextField>;

/**
 * An archetype's long texts as an owner of `species` reads them: each shared text replaced by the
 * species' own version where `bySpecies` has one. With no species, the shared (species-neutral) texts.
 */
export function textsForSpecies(
  a: Pick<ArchetypeContent, SpeciesTextField | 'bySpecies'>,
  species?: Species,
): SpeciesView {
  const own = species ? a.bySpecies?.[species] : undefined;
  const view = {} as Record<SpeciesTextField, unknown>;
  for (const field of SPECIES_TEXT_FIELDS) view[field] = own?.[field] ?? a[field];
  return view as SpeciesView;
}
