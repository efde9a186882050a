/** Reading assessments and shaping them for the API; the one "owner's assessment or 404" guard. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { assessments, questionOptions, questions } from '#server/db/schema.ts';
import { badRequest, notFound } from '#server/lib/errors.ts';
import { LookupBatcher } from '#server/lib/lookup-batcher.ts';
import type { Catalog } from '#server/modules/catalog/index.ts';
import { speciesTexts } from '#server/modules/archetypes/index.ts';
import { TRAITS, TRAIT_KEYS, type TraitKey } from '#shared/archetypes.ts';
import {
  type AnalysisView,
  type AssessmentListItem,
  type AssessmentResult,
  type FollowUpSet,
  type SharedAssessment,
  type StoredAnalysis,
  upgradeStoredAnalysis,
  type TraitAnalysis,
  type TraitScore,
} from '#shared/contracts/assessments.ts';
import { ASSESSMENT_NOT_FOUND, SUBMIT_MESSAGES } from '#shared/rules/assessments.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import type { ChoiceScores } from '#shared/contracts/catalog.ts';
import { followUpPrompt, followUpsForTrait } from '#shared/follow-ups.ts';
import { OTHER_PET_TYPE_ID, speciesForPetType } from '#shared/pet-types.ts';

export type AssessmentRow = typeof assessments.$inferSelect;

export interface RepositoryDeps {
  db: Db;
  catalog: Catalog;
}

/** A query prepared once per database (no SQL built per request) and reused on every call. */
function preparedPerDb<Q>(prepare: (db: Db) => Q): (db: Db) => Q {
  const prepared = new WeakMap<Db, Q>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = prepare(db)));
    return query;
  };
}

const ownedByUser = and(eq(assessments.id, sql.placeholder('id')), eq(assessments.userId, sql.placeholder('userId')));

/** The read every owner route starts with. */
const ownedQuery = preparedPerDb((db) =>
  db.select().from(assessments).where(ownedByUser).limit(1).prepare('owned_assessment'),
);

/** The owner's row's version only: what a kept result page is checked against (./result-cache.ts). */
const ownedVersionQuery = preparedPerDb((db) =>
  db
    .select({ version: assessments.version })
    .from(assessments)
    .where(ownedByUser)
    .limit(1)
    .prepare('owned_assessment_version'),
);

const sharedById = and(eq(assessments.id, sql.placeholder('id')), eq(assessments.isShared, true));

/** A shared assessment's version only: what a kept public view or card is checked against. */
const sharedVersionQuery = preparedPerDb((db) =>
  db
    .select({ version: assessments.version })
    .from(assessments)
    .where(sharedById)
    .limit(1)
    .prepare('shared_assessment_version'),
);

/** A shared assessment's whole row. */
const sharedQuery = preparedPerDb((db) =>
  db.select().from(assessments).where(sharedById).limit(1).prepare('shared_assessment'),
);

/** The versions of several shared assessments at once (ids not shared or gone are missing). */
const sharedVersionsQuery = preparedPerDb((db) =>
  db
    .select({ id: assessments.id, version: assessments.version })
    .from(assessments)
    .where(and(sql`${assessments.id} = any(${sql.placeholder('ids')})`, eq(assessments.isShared, true)))
    .prepare('shared_assessment_versions'),
);

/**
 * A link that spreads is read by many strangers at once: their version checks share one query
 * (#server/lib/lookup-batcher.ts), never one that began before they asked.
 */
const sharedVersionBatcher = preparedPerDb(
  (db) =>
    new LookupBatcher<number, number>(async (ids) => {
      if (ids.length === 1) {
        const [row] = await sharedVersionQuery(db).execute({ id: ids[0] });
        return new Map(row ? [[ids[0]!, row.version]] : []);
      }
      const rows = await sharedVersionsQuery(db).execute({ ids });
      return new Map(rows.map((r) => [r.id, r.version]));
    }),
);

/** The version of an assessment its owner shares (raised on every change), or undefined (not shared, gone). */
export function sharedAssessmentVersion(db: Db, id: number): Promise<number | undefined> {
  return sharedVersionBatcher(db).get(id);
}

/** An assessment its owner shares, or undefined. */
export async function sharedAssessmentRow(db: Db, id: number): Promise<AssessmentRow | undefined> {
  const [row] = await sharedQuery(db).execute({ id });
  return row;
}

/** The signed-in owner's assessment, or 404 for everyone else (no hint that it exists). */
export async function requireOwnedAssessment(db: Db, user: PublicUser, id: number): Promise<AssessmentRow> {
  const [row] = await ownedQuery(db).execute({ id, userId: user.id });
  if (!row) throw notFound(ASSESSMENT_NOT_FOUND);
  return row;
}

/** The version of the signed-in owner's assessment (raised on every change), or undefined. */
export async function ownedAssessmentVersion(db: Db, user: PublicUser, id: number): Promise<number | undefined> {
  const [row] = await ownedVersionQuery(db).execute({ id, userId: user.id });
  return row?.version;
}

/** Multiple-choice answers must name real options of questions for this pet type: their deltas, in order. */
export async function choiceScores(
  db: Db,
  petTypeId: number,
  answers: ReadonlyArray<{ questionId: number; optionId: number }>,
): Promise<ChoiceScores[]> {
  if (answers.length === 0) return [];
  const rows = await db
    .select({
      optionId: questionOptions.id,
      questionId: questionOptions.questionId,
      traitScores: questionOptions.traitScores,
    })
    .from(questionOptions)
    .innerJoin(questions, eq(questions.id, questionOptions.questionId))
    .where(
      and(
        eq(questions.petTypeId, petTypeId),
        inArray(
          questionOptions.id,
          answers.map((a) => a.optionId),
        ),
      ),
    );
  return answers.map((a) => {
    const row = rows.find((r) => r.optionId === a.optionId && r.questionId === a.questionId);
    if (!row) throw badRequest(SUBMIT_MESSAGES.answers);
    return row.traitScores;
  });
}

/** The scores are stored once, in the score columns; the analysis keeps each trait's reading. */
export function storedReadings(traits: Record<TraitKey, TraitAnalysis>): StoredAnalysis['traits'] {
  return Object.fromEntries(
    TRAIT_KEYS.map((k) => {
      const { score: _score, ...reading } = traits[k];
      return [k, reading];
    }),
  ) as StoredAnalysis['traits'];
}

/** Close calls the owner has not sharpened yet, with their follow-up questions worded for the pet. */
export function followUpsOf(row: AssessmentRow): FollowUpSet[] {
  if (!row.analysis) return [];
  const done = new Set((row.analysis.followUps ?? []).map((f) => f.trait));
  const species = speciesForPetType(row.petTypeId);
  return TRAIT_KEYS.filter((k) => row.analysis!.closeCalls.includes(k) && !done.has(k)).map((trait) => ({
    trait,
    questions: followUpsForTrait(trait).map((q) => followUpPrompt(q, species, row.petName)),
  }));
}

export function scoresOf(row: AssessmentRow): Record<(typeof TRAIT_KEYS)[number], TraitScore> {
  return {
    independence: row.independenceScore as TraitScore,
    confidence: row.confidenceScore as TraitScore,
    activity: row.activityScore as TraitScore,
    flexibility: row.flexibilityScore as TraitScore,
  };
}

function traitsOf(catalog: Catalog, row: AssessmentRow): AssessmentResult['traits'] {
  const scores = scoresOf(row);
  return TRAITS.map((t, i) => ({ id: i + 1, name: catalog.traits[i]?.name ?? t.name, score: scores[t.key] }));
}

function analysisOf(row: AssessmentRow): AnalysisView | null {
  if (!row.analysis) return null;
  const analysis = upgradeStoredAnalysis(row.analysis);
  const scores = scoresOf(row);
  const traits = Object.fromEntries(
    TRAIT_KEYS.map((k) => [k, { ...analysis.traits[k], score: scores[k] }]),
  ) as AnalysisView['traits'];
  return { traits, closeCalls: analysis.closeCalls };
}

function archetypeOf(catalog: Catalog, row: AssessmentRow) {
  const archetype = catalog.archetype(row.archetypeId);
  if (!archetype) throw new Error(`assessment ${row.id} names unknown archetype ${row.archetypeId}`);
  return archetype;
}

/** The pet type as the owner sees it: for 'Other', what they typed ("Guinea pig"), 'Other' when nothing was. */
export function petTypeLabel(catalog: Catalog, row: Pick<AssessmentRow, 'petTypeId' | 'petTypeOther'>): string {
  const typed = row.petTypeId === OTHER_PET_TYPE_ID ? row.petTypeOther?.trim() : '';
  return typed || catalog.petTypeName(row.petTypeId);
}

export function toListItem(catalog: Catalog, row: AssessmentRow): AssessmentListItem {
  return {
    id: row.id,
    petName: row.petName,
    petTypeName: petTypeLabel(catalog, row),
    petTypeId: row.petTypeId,
    archetypeName: archetypeOf(catalog, row).name,
    archetypeId: row.archetypeId,
    date: row.date.toISOString(),
    petPhoto: row.petPhoto,
  };
}

export function toShared(catalog: Catalog, row: AssessmentRow): SharedAssessment {
  const archetype = archetypeOf(catalog, row);
  return {
    assessment: {
      id: row.id,
      petName: row.petName,
      petPhoto: row.petPhoto,
      petTypeName: petTypeLabel(catalog, row),
      petTypeId: row.petTypeId,
      archetypeId: row.archetypeId,
      archetypeCode: row.archetypeCode,
      archetypeName: archetype.name,
      archetypeDescription: speciesTexts(archetype, speciesForPetType(row.petTypeId)).description,
      date: row.date.toISOString(),
    },
    traits: traitsOf(catalog, row),
    ...catalog.recommendations(row.archetypeId, row.petTypeId),
  };
}

export function toResult(catalog: Catalog, row: AssessmentRow): AssessmentResult {
  const shared = toShared(catalog, row);
  const archetype = archetypeOf(catalog, row);
  const texts = speciesTexts(archetype, speciesForPetType(row.petTypeId));
  const scores = scoresOf(row);
  return {
    ...shared,
    assessment: {
      ...shared.assessment,
      petBreed: row.petBreed,
      petAge: row.petAge,
      petAgeUnknown: row.petAgeUnknown,
      petBirthMonth: row.petBirthMonth,
      petBirthDay: row.petBirthDay,
      petIsRescue: row.petIsRescue,
      archetype: {
        id: archetype.id,
        name: archetype.name,
        title: archetype.name,
        code: archetype.code,
        description: texts.description,
        traits: texts.traits,
      },
      isShared: row.isShared,
      petId: row.petId,
      independenceScore: scores.independence,
      confidenceScore: scores.confidence,
      activityScore: scores.activity,
      flexibilityScore: scores.flexibility,
      analysis: analysisOf(row),
      textResponses: row.textResponses ?? [],
      followUps: followUpsOf(row),
    },
  };
}
