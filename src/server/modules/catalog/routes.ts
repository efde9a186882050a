/** Pet types and the multiple-choice questions of each. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { questionOptions, questions } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { route } from '#server/lib/route.ts';
import { catalogEndpoints as api } from '#shared/contracts/catalog.ts';
import { PET_TYPE_NOT_FOUND } from '#shared/rules/archetypes.ts';

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const { db, catalog } = app.deps;

  route(app, api.listPetTypes, () => catalog.petTypes);

  route(app, api.listChoiceQuestions, async ({ params }) => {
    if (!catalog.petTypes.some((p) => p.id === params.petTypeId)) throw notFound(PET_TYPE_NOT_FOUND);
    const qs = await db
      .select()
      .from(questions)
      .where(eq(questions.petTypeId, params.petTypeId))
      .orderBy(asc(questions.order), asc(questions.id));
    if (qs.length === 0) return [];
    const options = await db
      .select()
      .from(questionOptions)
      .where(
        inArray(
          questionOptions.questionId,
          qs.map((q) => q.id),
        ),
      )
      .orderBy(asc(questionOptions.id));
    return qs.map((q) => ({
      id: q.id,
      text: q.text,
      imageUrl: q.imageUrl,
      order: q.order,
      options: options
        .filter((o) => o.questionId === q.id)
        .map((o) => ({ id: o.id, text: o.text, value: o.value, traitScores: o.traitScores })),
    }));
  });
}
