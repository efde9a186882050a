/**
 * The reference content every request reads (pet types, traits, archetypes with their curated
 * content, activities and care tips, discussion boards, star signs), held in memory. It is built from
 * the same rows the seed writes (src/server/db/reference-data.ts) and never changes while the app
 * runs, so every process keeps its own copy and no request queries it.
 */
import type * as s from '#server/db/schema.ts';
import {
  archetypeRows,
  boardRows,
  petTypeRows,
  recommendationRows,
  starSignRows,
  traitRows,
} from '#server/db/reference-data.ts';
import { speciesForPetType, type Species } from '#shared/pet-types.ts';

type ArchetypeRow = typeof s.archetypes.$inferSelect;
type RecommendationRow = typeof s.recommendations.$inferSelect;

export interface Recommendations {
  activities: { id: number; text: string; icon: string | null }[];
  careTips: { id: number; text: string }[];
}

export interface BoardRow {
  id: number;
  archetypeId: number;
  name: string;
  description: string;
  archetypeName: string;
  archetypeCode: string;
}

export interface StarSignRow {
  name: string;
  dates: string;
  description: string;
  compatibility: string;
  start: [number, number];
  end: [number, number];
}

export class Catalog {
  private readonly recommendationsByKey = new Map<string, Recommendations>();

  constructor(
    readonly petTypes: { id: number; name: string }[],
    readonly traits: { id: number; name: string }[],
    readonly archetypes: ArchetypeRow[],
    private readonly recommendationRows: RecommendationRow[],
    readonly boards: BoardRow[],
    readonly starSigns: StarSignRow[],
  ) {}

  petTypeName(id: number): string {
    return this.petTypes.find((p) => p.id === id)?.name ?? 'Other';
  }

  archetype(id: number): ArchetypeRow | undefined {
    return this.archetypes.find((a) => a.id === id);
  }

  /** Activities and care tips of an archetype for a pet type's species. */
  recommendations(archetypeId: number, petTypeId: number): Recommendations {
    return this.recommendationsFor(archetypeId, speciesForPetType(petTypeId));
  }

  /** Activities and care tips of an archetype written for a species (rows without a species apply to all). */
  recommendationsFor(archetypeId: number, species: Species): Recommendations {
    const key = `${archetypeId}:${species}`;
    let found = this.recommendationsByKey.get(key);
    if (!found) {
      const rows = this.recommendationRows.filter(
        (r) => r.archetypeId === archetypeId && (r.species === null || r.species.split(',').includes(species)),
      );
      found = {
        activities: rows.filter((r) => r.type === 'activity').map((r) => ({ id: r.id, text: r.text, icon: r.icon })),
        careTips: rows.filter((r) => r.type === 'care_tip').map((r) => ({ id: r.id, text: r.text })),
      };
      this.recommendationsByKey.set(key, found);
    }
    return found;
  }

  boardsOf(archetypeId?: number): BoardRow[] {
    return archetypeId === undefined ? this.boards : this.boards.filter((b) => b.archetypeId === archetypeId);
  }
}

/** The catalog of the content this build ships with (the same rows the seed writes). */
export function loadCatalog(): Catalog {
  const archetypes = archetypeRows();
  const boards = boardRows().map((b) => {
    const a = archetypes.find((x) => x.id === b.archetypeId);
    return { ...b, archetypeName: a?.name ?? '', archetypeCode: a?.code ?? '' };
  });
  const signs = starSignRows().map((r) => ({
    name: r.name,
    dates: r.dates,
    description: r.description,
    compatibility: r.compatibility,
    start: [r.startMonth, r.startDay] as [number, number],
    end: [r.endMonth, r.endDay] as [number, number],
  }));
  return new Catalog(petTypeRows(), traitRows(), archetypes, recommendationRows(), boards, signs);
}
