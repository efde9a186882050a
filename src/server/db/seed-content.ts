/** Seeds the curated content: archetype details, recommendations, star signs, human types, assets. */
import { notInArray, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import * as s from './schema.ts';
import { archetypeContent, humanTypes, starSigns } from '../../../content/index.ts';
import { readAssetFiles } from '../../../content/assets.ts';
import { choiceQuestions } from '../../../content/questions.ts';
import { ASSETS_DIR } from '../lib/paths.ts';

export async function seedContent(db: Db): Promise<void> {
  for (const [i, a] of archetypeContent.entries()) {
    const { activities: _a, careTips: _c, ...details } = a;
    await db
      .update(s.archetypes)
      .set({ description: a.description, content: details })
      .where(sql`${s.archetypes.id} = ${i + 1}`);
  }

  await db.delete(s.recommendations);
  const recs = archetypeContent.flatMap((a, i) => {
    const archetypeId = i + 1;
    const species = (list?: string[]) => (list ? list.join(',') : null);
    return [
      ...a.activities.map((x, j) => ({
        id: archetypeId * 1000 + j + 1,
        archetypeId,
        type: 'activity',
        text: x.text,
        icon: x.icon,
        species: species(x.species),
      })),
      ...a.careTips.map((x, j) => ({
        id: archetypeId * 1000 + 500 + j + 1,
        archetypeId,
        type: 'care_tip',
        text: x.text,
        icon: null,
        species: species(x.species),
      })),
    ];
  });
  await db.insert(s.recommendations).values(recs);

  await db
    .insert(s.starSigns)
    .values(
      starSigns.map((x, i) => ({
        id: i + 1,
        name: x.name,
        dates: x.dates,
        startMonth: x.start[0],
        startDay: x.start[1],
        endMonth: x.end[0],
        endDay: x.end[1],
        description: x.description,
        compatibility: x.compatibility,
      })),
    )
    .onConflictDoUpdate({
      target: s.starSigns.id,
      set: {
        name: sql`excluded.name`,
        dates: sql`excluded.dates`,
        startMonth: sql`excluded.start_month`,
        startDay: sql`excluded.start_day`,
        endMonth: sql`excluded.end_month`,
        endDay: sql`excluded.end_day`,
        description: sql`excluded.description`,
        compatibility: sql`excluded.compatibility`,
      },
    });

  await db
    .insert(s.humanTypes)
    .values(humanTypes.map((h, i) => ({ id: i + 1, code: h.code, title: h.title, description: h.description })))
    .onConflictDoUpdate({
      target: s.humanTypes.id,
      set: { code: sql`excluded.code`, title: sql`excluded.title`, description: sql`excluded.description` },
    });

  await seedChoiceQuestions(db);

  const assets = readAssetFiles(ASSETS_DIR);
  if (assets.length > 0) {
    await db
      .insert(s.appAssets)
      .values(assets)
      .onConflictDoUpdate({
        target: s.appAssets.name,
        set: {
          content: sql`excluded.content`,
          contentType: sql`excluded.content_type`,
          description: sql`excluded.description`,
        },
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
          traitScores: JSON.stringify(o.traitScores),
        });
      }
    }
  }
  await db
    .insert(s.questions)
    .values(qRows)
    .onConflictDoUpdate({
      target: s.questions.id,
      set: { petTypeId: sql`excluded.pet_type_id`, text: sql`excluded.text`, order: sql`excluded.order` },
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
      set: {
        questionId: sql`excluded.question_id`,
        text: sql`excluded.text`,
        value: sql`excluded.value`,
        traitScores: sql`excluded.trait_scores`,
      },
    });
  await db.delete(s.questionOptions).where(
    notInArray(
      s.questionOptions.id,
      oRows.map((o) => o.id),
    ),
  );
}
