/**
 * Many concurrent lookups of the same small fact (is result 42 shared, and at which version?) answered
 * by one query instead of one each, without ever answering a caller from a query that began before it
 * asked (docs/decisions/0053-crowd-reads.md):
 * - a call joins the NEXT batch; at most one batch is in flight per batcher;
 * - a batch starts when none is in flight, once the requests already read from the sockets have asked
 *   (setImmediate: the end of this turn of the event loop; PGlite runs a query on this thread, so a
 *   query started at once would leave nobody time to join it), else as soon as the one in flight ends;
 * - so a change committed before a call was made is always seen by that call, as with a query of its own.
 * A failed batch fails each of its callers with the same error (a database fault stays a 503).
 */
export class LookupBatcher<K, V> {
  private waiting = new Map<K, Array<(result: Result<V>) => void>>();
  private inFlight = false;
  private scheduled = false;

  constructor(
    /** The values of these keys; a key missing from the map is `undefined` (not found). */
    private readonly load: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxBatch = 256,
  ) {}

  get(key: K): Promise<V | undefined> {
    return new Promise<V | undefined>((resolve, reject) => {
      const settle = (r: Result<V>) => (r.ok ? resolve(r.value) : reject(r.error));
      const waiters = this.waiting.get(key);
      if (waiters) waiters.push(settle);
      else this.waiting.set(key, [settle]);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.inFlight || this.scheduled || this.waiting.size === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.run();
    });
  }

  private async run(): Promise<void> {
    if (this.inFlight || this.waiting.size === 0) return;
    this.inFlight = true;
    const batch = new Map<K, Array<(result: Result<V>) => void>>();
    for (const [key, waiters] of this.waiting) {
      if (batch.size === this.maxBatch) break;
      batch.set(key, waiters);
    }
    for (const key of batch.keys()) this.waiting.delete(key);
    try {
      const found = await this.load([...batch.keys()]);
      for (const [key, waiters] of batch) for (const settle of waiters) settle({ ok: true, value: found.get(key) });
    } catch (error) {
      for (const waiters of batch.values()) for (const settle of waiters) settle({ ok: false, error });
    } finally {
      this.inFlight = false;
      this.schedule();
    }
  }
}

type Result<V> = { ok: true; value: V | undefined } | { ok: false; error: unknown };
