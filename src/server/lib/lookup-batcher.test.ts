import { describe, expect, it } from 'vitest';
import { LookupBatcher } from './lookup-batcher.ts';

/** A store whose loads the test releases by hand, so it decides what is in flight when. */
function controlledStore() {
  const values = new Map<number, string>();
  const loads: Array<{ keys: number[]; release: () => void; fail: (e: Error) => void }> = [];
  const batcher = new LookupBatcher<number, string>(
    (keys) =>
      new Promise((resolve, reject) => {
        // The values are read when the query "runs" (here: when it starts), like a database snapshot.
        const snapshot = new Map(keys.flatMap((k) => (values.has(k) ? [[k, values.get(k)!] as const] : [])));
        loads.push({ keys, release: () => resolve(snapshot), fail: reject });
      }),
    3,
  );
  return { values, loads, batcher };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('LookupBatcher', () => {
  it('answers the calls of one tick with one load, and a missing key as undefined', async () => {
    const { values, loads, batcher } = controlledStore();
    values.set(1, 'one');
    const answers = Promise.all([batcher.get(1), batcher.get(1), batcher.get(2)]);
    await tick();
    expect(loads.map((l) => l.keys)).toEqual([[1, 2]]);
    loads[0]!.release();
    expect(await answers).toEqual(['one', 'one', undefined]);
  });

  it('never answers a call from a load that began before it: it waits for the next one', async () => {
    const { values, loads, batcher } = controlledStore();
    values.set(7, 'v1');
    const early = batcher.get(7);
    await tick();
    expect(loads).toHaveLength(1);
    // The value changes (a rename commits) while the first load is in flight; then a reader asks.
    values.set(7, 'v2');
    const late = batcher.get(7);
    const later = batcher.get(7);
    await tick();
    expect(loads).toHaveLength(1); // one load in flight at a time
    loads[0]!.release();
    expect(await early).toBe('v1');
    await tick();
    expect(loads).toHaveLength(2); // the waiting calls share the next load
    loads[1]!.release();
    expect(await late).toBe('v2');
    expect(await later).toBe('v2');
  });

  it('fails every caller of a failed load, and the next call loads again', async () => {
    const { values, loads, batcher } = controlledStore();
    values.set(1, 'one');
    const a = batcher.get(1);
    const b = batcher.get(1);
    await tick();
    loads[0]!.fail(new Error('database away'));
    await expect(a).rejects.toThrow('database away');
    await expect(b).rejects.toThrow('database away');
    const c = batcher.get(1);
    await tick();
    loads[1]!.release();
    expect(await c).toBe('one');
  });

  it('splits more keys than a batch holds over consecutive loads', async () => {
    const { values, loads, batcher } = controlledStore();
    for (const k of [1, 2, 3, 4, 5]) values.set(k, `v${k}`);
    const answers = Promise.all([1, 2, 3, 4, 5].map((k) => batcher.get(k)));
    await tick();
    expect(loads.map((l) => l.keys)).toEqual([[1, 2, 3]]);
    loads[0]!.release();
    await tick();
    expect(loads.map((l) => l.keys)).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    loads[1]!.release();
    expect(await answers).toEqual(['v1', 'v2', 'v3', 'v4', 'v5']);
  });
});
