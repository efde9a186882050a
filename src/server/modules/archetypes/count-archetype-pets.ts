/** How many pets have an archetype now: every assessment whose current code is it (sharpening can move one). */
import { count, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { assessments } from '#server/db/schema.ts';

export async function countArchetypePets(db: Db, archetypeId: number) {
  const [row] = await db.select({ n: count() }).from(assessments).where(eq(assessments.archetypeId, archetypeId));
  return { archetypeId, petCount: row?.n ?? 0 };
}
