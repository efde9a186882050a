/** Pet types and the multiple-choice questions per pet type. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { petTypes, questionOptions, questions } from '../../db/schema.ts';
import { notFound, parseId } from '../../lib/errors.ts';

export async function petTypeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get('/api/pet-types', async () =>
    db.select({ id: petTypes.id, name: petTypes.name }).from(petTypes).orderBy(asc(petTypes.id)),
  );

  app.get<{ Params: { petTypeId: string } }>('/api/questions/:petTypeId', async (request) => {
    const petTypeId = parseId(request.params.petTypeId, 'Pet type not found');
    const [type] = await db.select().from(petTypes).where(eq(petTypes.id, petTypeId)).limit(1);
    if (!type) throw notFound('Pet type not found');
    const qs = await db
      .select()
      .from(questions)
      .where(eq(questions.petTypeId, petTypeId))
      .orderBy(asc(questions.order), asc(questions.id));
    const opts = qs.length
      ? await db
          .select()
          .from(questionOptions)
          .where(
            inArray(
              questionOptions.questionId,
              qs.map((q) => q.id),
            ),
          )
          .orderBy(asc(questionOptions.id))
      : [];
    return qs.map((q) => ({
      id: q.id,
      text: q.text,
      imageUrl: q.imageUrl,
      order: q.order,
      options: opts
        .filter((o) => o.questionId === q.id)
        .map((o) => ({
          id: o.id,
          text: o.text,
          value: o.value,
          traitScores: JSON.parse(o.traitScores) as Record<string, number>,
        })),
    }));
  });
}
