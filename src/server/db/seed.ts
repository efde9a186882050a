/**
 * Seeds reference data at every start, idempotently (upserts by fixed id): pet types, traits,
 * the 16 archetypes with their trait ranges and discussion boards, plus the curated content.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import * as s from './schema.ts';
import { ARCHETYPES, TRAITS, letterFor } from '../../shared/archetypes.ts';
import { PET_TYPES } from '../../shared/pet-types.ts';
import { archetypeContent, boards } from '../../../content/index.ts';
import { seedContent } from './seed-content.ts';

export async function seed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(s.petTypes)
      .values(PET_TYPES.map((p) => ({ id: p.id, name: p.name })))
      .onConflictDoUpdate({ target: s.petTypes.id, set: { name: sql`excluded.name` } });

    await tx
      .insert(s.traits)
      .values(TRAITS.map((t, i) => ({ id: i + 1, name: t.name, description: t.description })))
      .onConflictDoUpdate({
        target: s.traits.id,
        set: { name: sql`excluded.name`, description: sql`excluded.description` },
      });

    await tx
      .insert(s.archetypes)
      .values(
        ARCHETYPES.map((a) => ({
          id: a.id,
          name: a.title,
          code: a.code,
          description: archetypeContent[a.id - 1]?.description ?? a.title,
        })),
      )
      .onConflictDoUpdate({
        target: s.archetypes.id,
        set: { name: sql`excluded.name`, code: sql`excluded.code` },
      });

    await tx
      .insert(s.archetypeTraits)
      .values(
        ARCHETYPES.flatMap((a) =>
          TRAITS.map((t, i) => {
            const high = letterFor(t, 3) === a.code[i];
            return {
              id: (a.id - 1) * 4 + i + 1,
              archetypeId: a.id,
              traitId: i + 1,
              minScore: high ? 3 : 1,
              maxScore: high ? 4 : 2,
            };
          }),
        ),
      )
      .onConflictDoUpdate({
        target: s.archetypeTraits.id,
        set: { minScore: sql`excluded.min_score`, maxScore: sql`excluded.max_score` },
      });

    await tx
      .insert(s.discussionBoards)
      .values(
        boards.map((b) => ({
          id: b.archetypeId,
          archetypeId: b.archetypeId,
          name: b.name,
          description: b.description,
        })),
      )
      .onConflictDoUpdate({
        target: s.discussionBoards.id,
        set: { name: sql`excluded.name`, description: sql`excluded.description` },
      });

    await seedContent(tx as unknown as Db);
  });
}
