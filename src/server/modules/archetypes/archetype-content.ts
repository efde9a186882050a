/** Shapes an archetype and its curated content for the API. */
import type { archetypes } from '#server/db/schema.ts';
import { polesOf } from '#shared/archetypes.ts';
import type { ArchetypeDetails, ArchetypeSummary } from '#shared/contracts/archetypes.ts';
import type { Species } from '#shared/pet-types.ts';
import { textsForSpecies, type SpeciesView } from '#content/index.ts';

type ArchetypeRow = typeof archetypes.$inferSelect;

export function toSummary(row: Pick<ArchetypeRow, 'id' | 'code' | 'name'>): ArchetypeSummary {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    image: `/api/assets/archetype-${row.code.toLowerCase()}`,
    traitSummary: polesOf(row.code),
  };
}

/** The archetype's long texts as an owner of `species` reads them (the shared texts without one). */
export function speciesTexts(row: ArchetypeRow, species?: Species): SpeciesView {
  return textsForSpecies({ ...row.content, description: row.description }, species);
}

/**
 * The archetype's full content; with a species, its own version of the texts plus `extra` (that
 * species' activities and care tips).
 */
export function toDetails(
  row: ArchetypeRow,
  species?: Species,
  extra?: Pick<ArchetypeDetails, 'activities' | 'careTips'>,
): ArchetypeDetails {
  const c = row.content;
  const v = speciesTexts(row, species);
  return {
    ...toSummary(row),
    description: v.description,
    traits: v.traits,
    bestApproach: v.bestApproach,
    greatTools: v.greatTools,
    overview: v.overview,
    getsOnWellWith: v.getsOnWellWith,
    idealOwner: v.idealOwner,
    tips: v.tips,
    famousAnimals: c.famousAnimals.map((f) => ({
      name: f.name,
      species: f.species,
      description: f.description,
      ...(f.featured ? { featured: true, image: `/api/assets/${f.image}` } : {}),
    })),
    starSigns: c.starSigns,
    bestHumanTypes: c.bestHumanTypes,
    compatibility: c.compatibility,
    boardId: row.id,
    ...(species ? { species, ...extra } : {}),
  };
}

/** Matches a title ('Guardian', 'the guardian'), a code ('RTPS') or 'Guardian (RTPS)'. */
export function findByTitle<R extends Pick<ArchetypeRow, 'name' | 'code'>>(rows: R[], title: string): R | undefined {
  const wanted = title
    .trim()
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/\s*\([a-z]{4}\)$/, '');
  return rows.find((r) => r.name.toLowerCase() === wanted || r.code.toLowerCase() === wanted);
}
