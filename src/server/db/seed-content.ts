/** Seeds the curated content (archetype details, recommendations, questions, assets). */
import type { Db } from './client.ts';

export async function seedContent(_db: Db): Promise<void> {
  // Filled in by the content issue.
}
