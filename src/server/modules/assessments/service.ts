/** Reading an owner's assessments in the shapes of spec section 3. */
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  archetypes,
  assessments,
  assessmentTraits,
  petTypes,
  questionOptions,
  questions,
  recommendations,
  traits,
} from '../../db/schema.ts';
import { speciesForPetType } from '../../../shared/pet-types.ts';
import type {
  AssessmentListItem,
  AssessmentResult,
  SharedAssessment,
  StoredAnalysis,
} from '../../../shared/schemas/assessments.ts';

type AssessmentRow = typeof assessments.$inferSelect;

export async function listForOwner(db: Db, userId: number): Promise<AssessmentListItem[]> {
  const rows = await db
    .select({
      id: assessments.id,
      petName: assessments.petName,
      petTypeName: petTypes.name,
      archetypeName: archetypes.name,
      archetypeId: assessments.archetypeId,
      date: assessments.date,
      petPhoto: assessments.petPhoto,
    })
    .from(assessments)
    .innerJoin(petTypes, eq(petTypes.id, assessments.petTypeId))
    .innerJoin(archetypes, eq(archetypes.id, assessments.archetypeId))
    .where(eq(assessments.userId, userId))
    .orderBy(desc(assessments.date), desc(assessments.id));
  return rows.map((r) => ({ ...r, date: r.date.toISOString() }));
}

export async function findOwned(db: Db, id: number, userId: number): Promise<AssessmentRow | undefined> {
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, id), eq(assessments.userId, userId)))
    .limit(1);
  return row;
}

async function parts(db: Db, row: AssessmentRow) {
  const species = speciesForPetType(row.petTypeId);
  const [archetype] = await db.select().from(archetypes).where(eq(archetypes.id, row.archetypeId)).limit(1);
  const [petType] = await db.select().from(petTypes).where(eq(petTypes.id, row.petTypeId)).limit(1);
  const traitRows = await db
    .select({ id: traits.id, name: traits.name, score: assessmentTraits.score })
    .from(assessmentTraits)
    .innerJoin(traits, eq(traits.id, assessmentTraits.traitId))
    .where(eq(assessmentTraits.assessmentId, row.id))
    .orderBy(asc(traits.id));
  const recs = await db
    .select()
    .from(recommendations)
    .where(
      and(
        eq(recommendations.archetypeId, row.archetypeId),
        or(isNull(recommendations.species), sql`${species} = any(string_to_array(${recommendations.species}, ','))`),
      ),
    )
    .orderBy(asc(recommendations.id));
  return {
    archetype: archetype!,
    petTypeName: petType?.name ?? 'Other',
    traits: traitRows,
    activities: recs.filter((r) => r.type === 'activity').map((r) => ({ id: r.id, text: r.text, icon: r.icon })),
    careTips: recs.filter((r) => r.type === 'care_tip').map((r) => ({ id: r.id, text: r.text })),
  };
}

export async function toResult(db: Db, row: AssessmentRow): Promise<AssessmentResult> {
  const p = await parts(db, row);
  const content = p.archetype.content as { traits?: string[] };
  return {
    assessment: {
      id: row.id,
      petName: row.petName,
      petPhoto: row.petPhoto,
      petTypeId: row.petTypeId,
      petTypeName: p.petTypeName,
      petBreed: row.petBreed,
      petAge: row.petAge,
      petAgeUnknown: row.petAgeUnknown,
      petBirthMonth: row.petBirthMonth,
      petBirthDay: row.petBirthDay,
      petIsRescue: row.petIsRescue,
      archetypeId: row.archetypeId,
      archetypeCode: row.archetypeCode,
      archetypeName: p.archetype.name,
      archetypeDescription: p.archetype.description,
      archetype: {
        id: p.archetype.id,
        name: p.archetype.name,
        title: p.archetype.name,
        code: p.archetype.code,
        description: p.archetype.description,
        traits: content.traits ?? [],
      },
      date: row.date.toISOString(),
      isShared: row.isShared,
      independenceScore: row.independenceScore,
      confidenceScore: row.confidenceScore,
      activityScore: row.activityScore,
      flexibilityScore: row.flexibilityScore,
      analysis: (row.analysis as StoredAnalysis | null) ?? null,
      textResponses: row.textResponses ?? [],
    },
    traits: p.traits,
    activities: p.activities,
    careTips: p.careTips,
  };
}

export async function toShared(db: Db, row: AssessmentRow): Promise<SharedAssessment> {
  const p = await parts(db, row);
  return {
    assessment: {
      id: row.id,
      petName: row.petName,
      petPhoto: row.petPhoto,
      petTypeName: p.petTypeName,
      archetypeId: row.archetypeId,
      archetypeCode: row.archetypeCode,
      archetypeName: p.archetype.name,
      archetypeDescription: p.archetype.description,
      date: row.date.toISOString(),
    },
    traits: p.traits,
    activities: p.activities,
    careTips: p.careTips,
  };
}

/** Multiple-choice answers must name real options of questions for this pet type. */
export async function choiceScores(
  db: Db,
  petTypeId: number,
  answers: { questionId: number; optionId: number }[],
): Promise<Record<string, number>[] | null> {
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
  const out: Record<string, number>[] = [];
  for (const a of answers) {
    const row = rows.find((r) => r.optionId === a.optionId && r.questionId === a.questionId);
    if (!row) return null;
    out.push(JSON.parse(row.traitScores) as Record<string, number>);
  }
  return out;
}
