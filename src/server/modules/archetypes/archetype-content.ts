/** Shapes an archetype and its curated content for the API. */
import type { archetypes } from '#server/db/schema.ts';
import { polesOf } from '#shared/archetypes.ts';
import type { ArchetypeDetails, ArchetypeSummary } from '#shared/contracts/archetypes.ts';

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

export function toDetails(row: ArchetypeRow): ArchetypeDetails {
  const c = row.content;
  return {
    ...toSummary(row),
    description: row.description,
    traits: c.traits,
    bestApproach: c.bestApproach,
    greatTools: c.greatTools,
    overview: c.overview,
    getsOnWellWith: c.getsOnWellWith,
    idealOwner: c.idealOwner,
    tips: c.tips,
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
