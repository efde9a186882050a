/** Seeds the curated content: recommendations, star signs, human types, choice questions, assets. */
import { notInArray } from 'drizzle-orm';
import type { Db } from './client.ts';
import * as s from './schema.ts';
import { humanTypes } from '#content/index.ts';
import { recommendationRows, starSignRows } from './reference-data.ts';
import { fromExcluded } from './upsert.ts';
import { readAssetFiles } from '#content/assets.ts';
import { choiceQuestions } from '#content/questions.ts';
import { ASSETS_DIR } from '../lib/paths.ts';

export async function seedContent(db: Db): Promise<void> {
  await db.delete(s.recommendations);
  await db.insert(s.recommendations).values(recommendationRows());

  await db
    .insert(s.starSigns)
    .values(starSignRows())
    .onConflictDoUpdate({
      target: s.starSigns.id,
      set: fromExcluded(s.starSigns, [
        'name',
        'dates',
        'startMonth',
        'startDay',
        'endMonth',
        'endDay',
        'description',
        'compatibility',
      ]),
    });

  await db
    .insert(s.humanTypes)
    .values(humanTypes.map((h, i) => ({ id: i + 1, code: h.code, title: h.title, description: h.description })))
    .onConflictDoUpdate({
      target: s.humanTypes.id,
      set: fromExcluded(s.humanTypes, ['code', 'title', 'description']),
    });

  await seedChoiceQuestions(db);

  const assets = readAssetFiles(ASSETS_DIR);
  if (assets.length > 0) {
    await db
      .insert(s.appAssets)
      .values(assets)
      .onConflictDoUpdate({
        target: s.appAssets.name,
        set: fromExcluded(s.appAssets, ['content', 'contentType', 'description']),
      });
  }
}

/**
 * Multiple-choice questions with fixed ids (pet type * 100 + position; options question * 10 +
 * position), upserted so that answers keep pointing at the same options across restarts.
 */
async function seedChoiceQuestions(db: Db): Promise<void> {
  const qRows = [];
  const oRows = [];
  for (const [typeKey, list] of Object.entries(choiceQuestions)) {
    const petTypeId = Number(typeKey);
    for (const [i, q] of list.entries()) {
      const id = petTypeId * 100 + i + 1;
      qRows.push({ id, petTypeId, text: q.text, imageUrl: null, order: q.order });
      for (const [j, o] of q.options.entries()) {
        oRows.push({
          id: id * 10 + j + 1,
          questionId: id,
          text: o.text,
          value: o.value,
          traitScores: o.traitScores,
        });
      }
    }
  }
  await db
    .insert(s.questions)
    .values(qRows)
    .onConflictDoUpdate({
      target: s.questions.id,
      set: fromExcluded(s.questions, ['petTypeId', 'text', 'order']),
    });
  await db.delete(s.questions).where(
    notInArray(
      s.questions.id,
      qRows.map((q) => q.id),
    ),
  );
  await db
    .insert(s.questionOptions)
    .values(oRows)
    .onConflictDoUpdate({
      target: s.questionOptions.id,
      set: fromExcluded(s.questionOptions, ['questionId', 'text', 'value', 'traitScores']),
    });
  await db.delete(s.questionOptions).where(
    notInArray(
      s.questionOptions.id,
      oRows.map((o) => o.id),
    ),
  );
}
