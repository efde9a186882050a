/**
 * 'Where my pet stands' (docs/decisions/0041-species-norms.md): per species, how many pets have each
 * score of each trait and each archetype, computed from the stored assessments (each pet counted once:
 * its latest assessment) into species_norms. Every NORMS_REFRESH_SECONDS each process tries; one at a
 * time computes (a transaction-scoped advisory lock), and only when the stored figures are older than
 * the interval, so several processes on one database compute once per interval between them. Requests
 * read the table (kept a minute in memory), never the assessments. Figures leave the server only as
 * percentages, and only for a species with NORMS_MIN_PETS pets or more.
 */
import { inArray, notInArray, sql } from 'drizzle-orm';
import type { AppConfig } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { speciesNorms, type NormCounts } from '#server/db/schema.ts';
import type { Norms, SpeciesNorms } from '#shared/contracts/norms.ts';
import { NORMS_MIN_PETS } from '#shared/rules/norms.ts';
import { TRAIT_KEYS } from '#shared/archetypes.ts';
import { SPECIES, speciesForPetType, type Species } from '#shared/pet-types.ts';

/** Advisory lock key of the norms computation (any fixed number apart from the others). */
export const NORMS_LOCK = 80657785;
/** How long a process serves the norms it read before reading the table again. */
const READ_TTL_MS = 60_000;

interface Grouped {
  pet_type_id: number;
  independence_score: number;
  confidence_score: number;
  activity_score: number;
  flexibility_score: number;
  archetype_code: string;
  n: number | string;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** The counts per species, from the stored assessments (each pet once: owner, name and type). */
export async function computeNormCounts(db: Db): Promise<Map<Species, { pets: number; counts: NormCounts }>> {
  const result = await db.execute(sql`
    with pets as (
      select distinct on (coalesce(user_id, -id), lower(pet_name), pet_type_id)
        pet_type_id, independence_score, confidence_score, activity_score, flexibility_score, archetype_code
      from assessments
      order by coalesce(user_id, -id), lower(pet_name), pet_type_id, date desc, id desc
    )
    select pet_type_id, independence_score, confidence_score, activity_score, flexibility_score, archetype_code,
      count(*) as n
    from pets
    group by 1, 2, 3, 4, 5, 6`);
  const out = new Map<Species, { pets: number; counts: NormCounts }>();
  for (const r of rowsOf<Grouped>(result)) {
    const species = speciesForPetType(Number(r.pet_type_id));
    let entry = out.get(species);
    if (!entry) {
      entry = {
        pets: 0,
        counts: {
          traits: Object.fromEntries(TRAIT_KEYS.map((k) => [k, [0, 0, 0, 0]])) as NormCounts['traits'],
          archetypes: {},
        },
      };
      out.set(species, entry);
    }
    const n = Number(r.n);
    entry.pets += n;
    const scores = {
      independence: r.independence_score,
      confidence: r.confidence_score,
      activity: r.activity_score,
      flexibility: r.flexibility_score,
    };
    for (const k of TRAIT_KEYS) {
      const s = Number(scores[k]);
      if (s >= 1 && s <= 4) entry.counts.traits[k][s - 1]! += n;
    }
    const code = String(r.archetype_code).toUpperCase();
    entry.counts.archetypes[code] = (entry.counts.archetypes[code] ?? 0) + n;
  }
  return out;
}

const pct = (n: number, total: number) => Math.round((n / total) * 1000) / 10;

/** Stored counts as the API shows them: percentages, only at NORMS_MIN_PETS pets or more. */
export function toSpeciesNorms(row: typeof speciesNorms.$inferSelect): SpeciesNorms | null {
  if (row.pets < NORMS_MIN_PETS) return null;
  return {
    species: row.species,
    pets: row.pets,
    computedAt: row.computedAt.toISOString(),
    traits: Object.fromEntries(
      TRAIT_KEYS.map((k) => [k, row.counts.traits[k].map((n) => pct(n, row.pets))]),
    ) as SpeciesNorms['traits'],
    archetypes: Object.fromEntries(Object.entries(row.counts.archetypes).map(([c, n]) => [c, pct(n, row.pets)])),
  };
}

export class NormsService {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<boolean> | null = null;
  private kept: { at: number; norms: SpeciesNorms[] } | null = null;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<AppConfig, 'normsRefreshSeconds'>,
    private readonly warn: (msg: string, err: unknown) => void = () => {},
  ) {}

  /** Tries a refresh now and every NORMS_REFRESH_SECONDS. */
  start(): void {
    if (this.timer) return;
    const tick = () => void this.refresh().catch((err: unknown) => this.warn('norms refresh failed', err));
    setImmediate(tick);
    this.timer = setInterval(tick, this.config.normsRefreshSeconds * 1000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }

  /**
   * Recomputes the norms if no other process is doing it and the stored ones are older than the
   * interval (`force`: whatever their age). True when this call computed them.
   */
  refresh({ force = false } = {}): Promise<boolean> {
    const run = (this.running ?? Promise.resolve(false)).catch(() => false).then(() => this.refreshOnce(force));
    this.running = run;
    return run;
  }

  private async refreshOnce(force: boolean): Promise<boolean> {
    const computed = await this.db.transaction(async (tx) => {
      const [lock] = rowsOf<{ locked: boolean }>(
        await tx.execute(sql`select pg_try_advisory_xact_lock(${NORMS_LOCK}) as locked`),
      );
      if (!lock?.locked) return false;
      if (!force) {
        const [latest] = rowsOf<{ age: number | string | null }>(
          await tx.execute(sql`select extract(epoch from now() - max(computed_at)) as age from species_norms`),
        );
        const age = latest?.age === null || latest?.age === undefined ? null : Number(latest.age);
        if (age !== null && age < this.config.normsRefreshSeconds * 0.9) return false;
      }
      const counts = await computeNormCounts(tx as unknown as Db);
      const present = [...counts.keys()];
      if (present.length) {
        await tx
          .insert(speciesNorms)
          .values(present.map((species) => ({ species, ...counts.get(species)!, computedAt: sql`now()` })))
          .onConflictDoUpdate({
            target: speciesNorms.species,
            set: { pets: sql`excluded.pets`, counts: sql`excluded.counts`, computedAt: sql`now()` },
          });
        await tx.delete(speciesNorms).where(notInArray(speciesNorms.species, present));
      } else {
        await tx.delete(speciesNorms).where(inArray(speciesNorms.species, [...SPECIES]));
      }
      return true;
    });
    if (computed) this.kept = null;
    return computed;
  }

  /** The norms requests see (the table, read at most once a minute per process). */
  async read(species?: Species): Promise<Norms> {
    if (!this.kept || Date.now() - this.kept.at > Math.min(READ_TTL_MS, this.config.normsRefreshSeconds * 1000)) {
      const rows = await this.db.select().from(speciesNorms);
      this.kept = { at: Date.now(), norms: rows.map(toSpeciesNorms).filter((n): n is SpeciesNorms => n !== null) };
    }
    const list = species ? this.kept.norms.filter((n) => n.species === species) : this.kept.norms;
    return { minimumPets: NORMS_MIN_PETS, species: list };
  }
}
