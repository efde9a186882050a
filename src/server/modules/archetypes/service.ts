/** Reads archetypes and their curated content from the database. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { archetypes, discussionBoards, starSigns } from '../../db/schema.ts';
import { TRAITS } from '../../../shared/archetypes.ts';
import type {
  ArchetypeDetails,
  ArchetypeSummary,
  DiscussionBoard,
  StarSign,
} from '../../../shared/schemas/archetypes.ts';
import type { ArchetypeContent } from '../../../../content/schema.ts';

type Row = typeof archetypes.$inferSelect;

export function traitSummary(code: string): string[] {
  return TRAITS.map((t, i) => (code[i] === t.highLetter ? t.high : t.low));
}

export function toSummary(row: Pick<Row, 'id' | 'code' | 'name'>): ArchetypeSummary {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    image: `/api/assets/archetype-${row.code.toLowerCase()}`,
    traitSummary: traitSummary(row.code),
  };
}

export function toDetails(row: Row): ArchetypeDetails {
  const c = row.content as Partial<Omit<ArchetypeContent, 'activities' | 'careTips'>>;
  return {
    ...toSummary(row),
    description: row.description,
    traits: c.traits ?? [],
    bestApproach: c.bestApproach ?? '',
    greatTools: c.greatTools ?? '',
    overview: c.overview ?? '',
    getsOnWellWith: c.getsOnWellWith ?? '',
    idealOwner: c.idealOwner ?? '',
    tips: c.tips ?? '',
    famousAnimals: (c.famousAnimals ?? []).map((f) => ({
      name: f.name,
      species: f.species,
      description: f.description,
      ...(f.featured ? { featured: true, image: `/api/assets/${f.image}` } : {}),
    })),
    starSigns: c.starSigns ?? [],
    bestHumanTypes: c.bestHumanTypes ?? [],
    compatibility: c.compatibility ?? [],
    boardId: row.id,
  };
}

export async function listArchetypes(db: Db): Promise<ArchetypeSummary[]> {
  const rows = await db
    .select({ id: archetypes.id, code: archetypes.code, name: archetypes.name })
    .from(archetypes)
    .orderBy(asc(archetypes.id));
  return rows.map(toSummary);
}

export async function findArchetype(db: Db, id: number): Promise<Row | undefined> {
  const [row] = await db.select().from(archetypes).where(eq(archetypes.id, id)).limit(1);
  return row;
}

/** Matches a title ('Guardian', 'the guardian'), a code ('RTPS') or 'Guardian (RTPS)'. */
export async function findArchetypeByTitle(db: Db, title: string): Promise<Row | undefined> {
  const wanted = title
    .trim()
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/\s*\([a-z]{4}\)$/, '');
  const rows = await db.select().from(archetypes);
  return rows.find((r) => r.name.toLowerCase() === wanted || r.code.toLowerCase() === wanted);
}

export async function listBoards(db: Db, archetypeId?: number): Promise<DiscussionBoard[]> {
  const q = db
    .select({
      id: discussionBoards.id,
      archetypeId: discussionBoards.archetypeId,
      name: discussionBoards.name,
      description: discussionBoards.description,
      archetypeName: archetypes.name,
      archetypeCode: archetypes.code,
    })
    .from(discussionBoards)
    .innerJoin(archetypes, eq(archetypes.id, discussionBoards.archetypeId))
    .orderBy(asc(discussionBoards.id));
  return archetypeId === undefined ? q : q.where(eq(discussionBoards.archetypeId, archetypeId));
}

export async function listStarSigns(
  db: Db,
): Promise<(StarSign & { start: [number, number]; end: [number, number] })[]> {
  const rows = await db.select().from(starSigns).orderBy(asc(starSigns.id));
  return rows.map((r) => ({
    name: r.name,
    dates: r.dates,
    description: r.description,
    compatibility: r.compatibility,
    start: [r.startMonth, r.startDay],
    end: [r.endMonth, r.endDay],
  }));
}
