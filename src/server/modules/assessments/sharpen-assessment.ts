/**
 * 'Help us sharpen this': the owner answers a close call's follow-up questions; the analyser re-reads
 * the original text answers, the stored multiple-choice answers and every follow-up answer so far
 * (as extra choices), and the new scores, archetype, readings and answers are stored in one transaction.
 */
import { eq } from 'drizzle-orm';
import { assessments } from '#server/db/schema.ts';
import { badRequest, notFound } from '#server/lib/errors.ts';
import { applyAnalysis } from './apply-analysis.ts';
import { TRAITS, scoreLabel } from '#shared/archetypes.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import {
  type Evidence,
  type FollowUpAnswer,
  type SharpenResult,
  type StoredAnalysis,
  type TraitChange,
  type TraitScore,
} from '#shared/contracts/assessments.ts';
import { ASSESSMENT_NOT_FOUND, SHARPEN_MESSAGES } from '#shared/rules/assessments.ts';
import { followUpChoices, followUpQuestion } from '#shared/follow-ups.ts';
import { withPetName } from '#shared/questions.ts';
import { choiceScores, requireOwnedAssessment, scoresOf, toResult, type RepositoryDeps } from './repository.ts';
import type { TraitKey } from '#shared/archetypes.ts';

/** One unit of a follow-up delta weighs what a multiple-choice delta weighs in the analyser. */
const FOLLOW_UP_EVIDENCE_WEIGHT = 1.1;

export async function sharpenAssessment(
  { db, catalog }: RepositoryDeps,
  user: PublicUser,
  id: number,
  input: { trait: TraitKey; answers: FollowUpAnswer[] },
): Promise<SharpenResult> {
  // 404 for anyone but the owner, before anything else is looked at.
  await requireOwnedAssessment(db, user, id);

  const { row, changes } = await db.transaction(async (tx) => {
    // Locked, so two answers to the same close call cannot both be taken.
    const [current] = await tx.select().from(assessments).where(eq(assessments.id, id)).for('update').limit(1);
    if (!current || current.userId !== user.id) throw notFound(ASSESSMENT_NOT_FOUND);
    const analysis = current.analysis;
    const earlier = analysis?.followUps ?? [];
    if (earlier.some((f) => f.trait === input.trait)) throw badRequest(SHARPEN_MESSAGES.already);
    if (!analysis || !analysis.closeCalls.includes(input.trait)) throw badRequest(SHARPEN_MESSAGES.notCloseCall);

    const followUps: NonNullable<StoredAnalysis['followUps']> = [
      ...earlier,
      ...input.answers.map((a) => ({ trait: input.trait, questionId: a.questionId, optionId: a.optionId })),
    ];
    const choices = [
      ...(await choiceScores(tx, current.petTypeId, analysis.answers ?? [])),
      ...followUpChoices(followUps),
    ];
    const { result, readings, columns } = applyAnalysis({
      textResponses: current.textResponses ?? [],
      petTypeId: current.petTypeId,
      choices,
    });
    // The follow-up answers are evidence too: the option the owner chose, first.
    for (const trait of new Set(followUps.map((f) => f.trait))) {
      const mine = followUps.filter((f) => f.trait === trait).flatMap((f) => followUpEvidence(f, current.petName));
      readings[trait] = { ...readings[trait], evidence: [...mine, ...readings[trait].evidence].slice(0, 4) };
    }

    const before = scoresOf(current);
    const changes: TraitChange[] = TRAITS.filter(
      (t) => t.key === input.trait || before[t.key] !== result.scores[t.key],
    ).map((t) => {
      const was = before[t.key];
      const now = result.scores[t.key] as TraitScore;
      return {
        trait: t.key,
        before: { score: was, label: scoreLabel(t, was) },
        after: { score: now, label: scoreLabel(t, now) },
        unchanged: was === now,
      };
    });

    const [updated] = await tx
      .update(assessments)
      .set({
        ...columns,
        analysis: { ...analysis, traits: readings, closeCalls: result.closeCalls, followUps },
      })
      .where(eq(assessments.id, current.id))
      .returning();
    return { row: updated!, changes };
  });

  return { result: toResult(catalog, row), changes };
}

function followUpEvidence(f: { trait: TraitKey; questionId: string; optionId: string }, petName: string): Evidence[] {
  const option = followUpQuestion(f.questionId)?.options.find((o) => o.id === f.optionId);
  if (!option || option.delta === 0) return [];
  return [
    {
      trait: f.trait,
      phrase: withPetName(option.text, petName),
      source: { kind: 'follow-up', questionId: f.questionId },
      direction: option.delta > 0 ? 'up' : 'down',
      weight: Math.abs(option.delta) * FOLLOW_UP_EVIDENCE_WEIGHT,
    },
  ];
}
