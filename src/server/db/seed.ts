/**
 * Seeds reference data, idempotently (upserts by fixed id): pet types, traits, the 16 archetypes with
 * their trait ranges and discussion boards, plus the curated content. A hash of everything it writes
 * (the data, the asset files and the seed code itself) is kept in app_settings; a start whose hash
 * matches skips the seed, which was most of the start time and memory on an existing data folder
 * (docs/decisions/0019).
 */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import * as s from './schema.ts';
import { ARCHETYPES, TRAITS, letterFor } from '#shared/archetypes.ts';
import { humanTypes } from '#content/index.ts';
import { readAssetFiles } from '#content/assets.ts';
import { choiceQuestions } from '#content/questions.ts';
import { ASSETS_DIR } from '../lib/paths.ts';
import { seedContent } from './seed-content.ts';
import { fromExcluded } from './upsert.ts';
import {
  archetypeRows,
  boardRows,
  petTypeRows,
  recommendationRows,
  starSignRows,
  traitRows,
} from './reference-data.ts';

export const SEED_HASH_KEY = 'seed_hash';

/** A hash of what the seed would write and of the code that writes it. */
export function seedHash(): string {
  const hash = crypto.createHash('sha256');
  hash.update(seed.toString()).update(seedContent.toString());
  hash.update(JSON.stringify([ARCHETYPES, TRAITS, petTypeRows(), traitRows(), archetypeRows(), boardRows()]));
  hash.update(JSON.stringify([recommendationRows(), starSignRows(), humanTypes]));
  hash.update(JSON.stringify(choiceQuestions));
  for (const asset of readAssetFiles(ASSETS_DIR)) hash.update(JSON.stringify(asset));
  return hash.digest('hex');
}

/** Seeds unless the database already holds this exact content (`force` seeds regardless). */
export async function seed(db: Db, { force = false }: { force?: boolean } = {}): Promise<void> {
  const hash = seedHash();
  if (!force) {
    const [row] = await db
      .select({ value: s.appSettings.value })
      .from(s.appSettings)
      .where(eq(s.appSettings.key, SEED_HASH_KEY))
      .limit(1);
    if (row?.value === hash) return;
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(s.petTypes)
      .values(petTypeRows())
      .onConflictDoUpdate({ target: s.petTypes.id, set: fromExcluded(s.petTypes, ['name']) });

    await tx
      .insert(s.traits)
      .values(traitRows())
      .onConflictDoUpdate({
        target: s.traits.id,
        set: fromExcluded(s.traits, ['name', 'description']),
      });

    await tx
      .insert(s.archetypes)
      .values(archetypeRows())
      .onConflictDoUpdate({
        target: s.archetypes.id,
        set: fromExcluded(s.archetypes, ['name', 'code', 'description', 'content']),
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
        set: fromExcluded(s.archetypeTraits, ['minScore', 'maxScore']),
      });

    await tx
      .insert(s.discussionBoards)
      .values(boardRows())
      .onConflictDoUpdate({
        target: s.discussionBoards.id,
        set: fromExcluded(s.discussionBoards, ['name', 'description']),
      });

    await seedContent(tx as unknown as Db);

    await tx
      .insert(s.appSettings)
      .values({ key: SEED_HASH_KEY, value: hash })
      .onConflictDoUpdate({ target: s.appSettings.key, set: { value: hash, updatedAt: sql`now()` } });
  });
}
