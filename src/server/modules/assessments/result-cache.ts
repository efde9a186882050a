/**
 * Result pages already built, kept per assessment with the version of the row they were built from
 * (docs/decisions/0025-result-cache.md). A read still asks the database, every time, whether the
 * signed-in owner has the assessment and at which version (one indexed lookup of two integers);
 * only the building, checking, serializing and compressing of the answer are skipped while that
 * version is the one kept. The version is raised by a trigger on every change of the row
 * (drizzle/0004_assessment_versions.sql), so a change made by any process or path is seen at once.
 * The catalog an answer also draws on is loaded once per process, so it cannot change under an entry.
 */
import type { PreparedJson } from '#server/lib/prepared-json.ts';

/** Bytes kept at most, counting each body twice (its compressed forms are smaller than itself). */
export const RESULT_CACHE_MAX_BYTES = 8 * 1024 * 1024;

export interface KeptResult {
  userId: number;
  version: number;
  body: PreparedJson;
}

/** Least recently read first out. */
export class ResultCache {
  private readonly entries = new Map<number, KeptResult>();
  private bytes = 0;

  constructor(private readonly maxBytes = RESULT_CACHE_MAX_BYTES) {}

  /** The answer kept for `userId`'s assessment `id`, whatever its version (the caller compares). */
  get(id: number, userId: number): KeptResult | undefined {
    const kept = this.entries.get(id);
    if (!kept || kept.userId !== userId) return undefined;
    this.entries.delete(id);
    this.entries.set(id, kept);
    return kept;
  }

  set(id: number, result: KeptResult): void {
    this.delete(id);
    const cost = ResultCache.cost(result);
    if (cost > this.maxBytes) return;
    this.entries.set(id, result);
    this.bytes += cost;
    for (const [oldest, kept] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= ResultCache.cost(kept);
    }
  }

  delete(id: number): void {
    const kept = this.entries.get(id);
    if (!kept) return;
    this.entries.delete(id);
    this.bytes -= ResultCache.cost(kept);
  }

  get size(): number {
    return this.entries.size;
  }

  private static cost(result: KeptResult): number {
    return result.body.bytes.length * 2;
  }
}
