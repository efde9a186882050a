/**
 * The owner's assessments: submit (analysed and stored in one transaction), list, read, rename or
 * re-photo, delete, share and stop sharing; and the public view of a shared assessment.
 * Anyone but the owner gets 404 from every owner route.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assessments, assessmentTraits, uploads } from '../../db/schema.ts';
import { AppError, badRequest, notFound, parseId, parseInput } from '../../lib/errors.ts';
import { ERROR_CODES } from '../../../shared/errors.ts';
import { TRAITS, archetypeByCode } from '../../../shared/archetypes.ts';
import { speciesForPetType } from '../../../shared/pet-types.ts';
import { SUBMIT_MESSAGES, submissionSchema, updateAssessmentSchema } from '../../../shared/schemas/assessments.ts';
import { requireUser } from '../auth/guards.ts';
import { analyze } from '../analysis/analyzer.ts';
import { decodeDataUrl, keyFromImageUrl, processImage, saveImage } from '../uploads/images.ts';
import { choiceScores, findOwned, listForOwner, toResult, toShared } from './service.ts';

const NOT_FOUND = 'Assessment not found';

export async function assessmentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.post('/api/submit-assessment', async (request, reply) => {
    const user = requireUser(request);
    const input = parseInput(submissionSchema, request.body);
    const choices = await choiceScores(db, input.petTypeId, input.answers);
    if (!choices) throw badRequest(SUBMIT_MESSAGES.answers);
    if (input.petPhoto && !input.petPhoto.startsWith('data:')) throw badRequest('The photo must be an image file');
    const photo = input.petPhoto ? await processImage(decodeDataUrl(input.petPhoto)) : null;

    const result = analyze({ answers: input.textResponses, species: speciesForPetType(input.petTypeId), choices });
    const archetype = archetypeByCode(result.code);
    if (!archetype) throw new Error(`analyser returned an unknown code ${result.code}`);

    const created = await db.transaction(async (tx) => {
      let petPhoto: string | null = null;
      if (photo) petPhoto = await saveImage(tx, photo, user.id);
      const [row] = await tx
        .insert(assessments)
        .values({
          petName: input.petName,
          petTypeId: input.petTypeId,
          petBreed: input.petBreed,
          petAge: input.petAgeUnknown ? null : (input.petAge ?? null),
          petAgeUnknown: input.petAgeUnknown,
          petBirthMonth: input.petBirthMonth ?? null,
          petBirthDay: input.petBirthDay ?? null,
          petIsRescue: input.petIsRescue,
          petPhoto,
          textResponses: input.textResponses,
          archetypeId: archetype.id,
          archetypeCode: archetype.code,
          userId: user.id,
          independenceScore: result.scores.independence,
          confidenceScore: result.scores.confidence,
          activityScore: result.scores.activity,
          flexibilityScore: result.scores.flexibility,
          analysis: { traits: result.traits, closeCalls: result.closeCalls, answers: input.answers },
        })
        .returning();
      await tx
        .insert(assessmentTraits)
        .values(TRAITS.map((t, i) => ({ assessmentId: row!.id, traitId: i + 1, score: result.scores[t.key] })));
      return row!;
    });
    return reply.code(201).send({
      id: created.id,
      petName: created.petName,
      petTypeId: created.petTypeId,
      petPhoto: created.petPhoto,
      archetypeId: created.archetypeId,
      archetypeCode: created.archetypeCode,
      archetypeName: archetype.title,
      date: created.date.toISOString(),
      independenceScore: created.independenceScore,
      confidenceScore: created.confidenceScore,
      activityScore: created.activityScore,
      flexibilityScore: created.flexibilityScore,
      closeCalls: result.closeCalls,
    });
  });

  app.get('/api/assessments', async (request) => listForOwner(db, requireUser(request).id));

  app.get<{ Params: { id: string } }>('/api/assessments/:id', async (request) => {
    const user = requireUser(request);
    const row = await findOwned(db, parseId(request.params.id, NOT_FOUND), user.id);
    if (!row) throw notFound(NOT_FOUND);
    return toResult(db, row);
  });

  app.patch<{ Params: { id: string } }>('/api/assessments/:id', async (request) => {
    const user = requireUser(request);
    const row = await findOwned(db, parseId(request.params.id, NOT_FOUND), user.id);
    if (!row) throw notFound(NOT_FOUND);
    const input = parseInput(updateAssessmentSchema, request.body);
    if (input.petPhoto !== undefined && !input.petPhoto.startsWith('data:'))
      throw badRequest('The photo must be an image file');
    const photo = input.petPhoto ? await processImage(decodeDataUrl(input.petPhoto)) : null;
    const updated = await db.transaction(async (tx) => {
      const changes: Partial<typeof assessments.$inferInsert> = {};
      if (input.petName !== undefined) changes.petName = input.petName;
      if (photo) {
        changes.petPhoto = await saveImage(tx, photo, user.id);
        const oldKey = keyFromImageUrl(row.petPhoto);
        if (oldKey) await tx.delete(uploads).where(and(eq(uploads.key, oldKey), eq(uploads.userId, user.id)));
      }
      const [next] = await tx.update(assessments).set(changes).where(eq(assessments.id, row.id)).returning();
      return next!;
    });
    return toResult(db, updated);
  });

  app.delete<{ Params: { id: string } }>('/api/assessments/:id', async (request, reply) => {
    const user = requireUser(request);
    const row = await findOwned(db, parseId(request.params.id, NOT_FOUND), user.id);
    if (!row) throw notFound(NOT_FOUND);
    await db.transaction(async (tx) => {
      await tx.delete(assessments).where(eq(assessments.id, row.id));
      const key = keyFromImageUrl(row.petPhoto);
      if (key) await tx.delete(uploads).where(and(eq(uploads.key, key), eq(uploads.userId, user.id)));
    });
    return reply.code(204).send();
  });

  const setShared = (isShared: boolean) => async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const user = requireUser(request);
    const row = await findOwned(db, parseId(request.params.id, NOT_FOUND), user.id);
    if (!row) throw notFound(NOT_FOUND);
    await db.update(assessments).set({ isShared }).where(eq(assessments.id, row.id));
    return { id: row.id, isShared, url: `/shared/${row.id}` };
  };
  app.post<{ Params: { id: string } }>('/api/assessments/:id/share', setShared(true));
  app.delete<{ Params: { id: string } }>('/api/assessments/:id/share', setShared(false));

  app.get<{ Params: { id: string } }>('/api/shared-assessments/:id', async (request) => {
    const id = parseId(request.params.id, 'Results not found');
    const [row] = await db
      .select()
      .from(assessments)
      .where(and(eq(assessments.id, id), eq(assessments.isShared, true)))
      .limit(1);
    if (!row) throw new AppError(404, ERROR_CODES.notFound, 'Results not found');
    return toShared(db, row);
  });
}
