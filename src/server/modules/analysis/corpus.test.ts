import { describe, it, expect } from 'vitest';
import {
  CHECK_FILE,
  DEVVOICE_FILE,
  DEVVOICE2_FILE,
  HOLDOUT_FILE,
  TRAIN_FILE,
  loadCorpus,
  problemsOf,
  type CorpusItem,
} from '#eval/corpus.ts';
import { TRAIT_KEYS } from '#shared/archetypes.ts';
import { TEXT_QUESTIONS } from '#shared/questions.ts';

const TRAITS = TRAIT_KEYS;
const blank = () => TEXT_QUESTIONS.map(() => '');

// Each split is loaded inside its own tests, so a run filtered to some splits (vitest -t) reads only those.
const cache = new Map<string, CorpusItem[]>();
const load = (file: string) => {
  let items = cache.get(file);
  if (!items) {
    items = loadCorpus(file);
    cache.set(file, items);
  }
  return items;
};

function expectWellFormed(items: CorpusItem[]): void {
  for (const item of items) expect(problemsOf(item), item.id).toEqual([]);
}

function expectEveryLevel(items: CorpusItem[]): void {
  for (const k of TRAITS) expect(new Set(items.map((i) => i.expected[k]))).toEqual(new Set([1, 2, 3, 4]));
}

describe('labelled corpus: train and holdout splits (eval/)', () => {
  it('has well-formed items: an answer per text question, scores 1-4, code by the letter rule', () => {
    expectWellFormed([...load(TRAIN_FILE), ...load(HOLDOUT_FILE)]);
  });

  it('has unique ids across both splits and at least 200 items', () => {
    const ids = [...load(TRAIN_FILE), ...load(HOLDOUT_FILE)].map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(200);
    expect(load(HOLDOUT_FILE).length).toBeGreaterThanOrEqual(60);
  });

  it('covers all 16 codes and every score level of every trait in each split', () => {
    for (const split of [load(TRAIN_FILE), load(HOLDOUT_FILE)]) {
      expect(new Set(split.map((i) => i.expected.code)).size).toBe(16);
      expectEveryLevel(split);
    }
  });
});

describe('labelled corpus: check set (eval/pets-check.json)', () => {
  it('has at least 40 well-formed items with ids k001..., every score level of every trait', () => {
    const check = load(CHECK_FILE);
    expect(check.length).toBeGreaterThanOrEqual(40);
    expectWellFormed(check);
    check.forEach((item, i) => expect(item.id).toBe(`k${String(i + 1).padStart(3, '0')}`));
    expectEveryLevel(check);
  });

  it('shares no id with the train split', () => {
    const train = new Set(load(TRAIN_FILE).map((i) => i.id));
    for (const item of load(CHECK_FILE)) expect(train.has(item.id), item.id).toBe(false);
  });
});

describe.each([
  ['pets-devvoice.json', DEVVOICE_FILE, 'v'],
  ['pets-devvoice2.json', DEVVOICE2_FILE, 'w'],
] as const)('labelled corpus: dev-voice check set (eval/%s)', (_name, file, prefix) => {
  it(`has 48 well-formed items with ids ${prefix}001..., all 16 codes and every score level of every trait`, () => {
    const set = load(file);
    expect(set.length).toBe(48);
    expectWellFormed(set);
    set.forEach((item, i) => expect(item.id).toBe(`${prefix}${String(i + 1).padStart(3, '0')}`));
    expect(new Set(set.map((i) => i.expected.code)).size).toBe(16);
    expectEveryLevel(set);
  });

  it('shares no id with the other splits', () => {
    const others = new Set(
      [TRAIN_FILE, HOLDOUT_FILE, CHECK_FILE, DEVVOICE_FILE, DEVVOICE2_FILE]
        .filter((f) => f !== file)
        .flatMap((f) => load(f).map((i) => i.id)),
    );
    for (const item of load(file)) expect(others.has(item.id), item.id).toBe(false);
  });
});

describe('labelled corpus: the letter rule', () => {
  it('checks the letter rule itself', () => {
    const item = (expected: object) => ({ id: 'x', petType: 'dog', petTypeId: 1, answers: blank(), expected });
    const scores = { independence: 3, confidence: 2, activity: 4, flexibility: 1 };
    expect(problemsOf(item({ ...scores, code: 'ITAS' }))).toEqual([]);
    expect(problemsOf(item({ ...scores, code: 'ICAS' }))).toEqual(['code ICAS does not match scores (ITAS)']);
    expect(problemsOf({ ...item({ ...scores, code: 'ITAS' }), petTypeId: 2 })).toEqual([
      'petTypeId 2 does not match dog',
    ]);
    expect(problemsOf({ ...item({ ...scores, code: 'ITAS' }), answers: ['one'] })).toEqual([
      `needs exactly ${TEXT_QUESTIONS.length} answers`,
    ]);
    expect(problemsOf({ id: 'x', petType: 'dog', petTypeId: 1, answers: [], expected: {} }).length).toBeGreaterThan(0);
  });
});
