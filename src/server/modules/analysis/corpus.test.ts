import { describe, it, expect } from 'vitest';
import { HOLDOUT_FILE, TRAIN_FILE, codeOf, loadCorpus, problemsOf } from '#eval/corpus.ts';

describe('labelled corpus (eval/)', () => {
  const train = loadCorpus(TRAIN_FILE);
  const holdout = loadCorpus(HOLDOUT_FILE);

  it('has well-formed items: 11 answers, scores 1-4, code by the letter rule', () => {
    for (const item of [...train, ...holdout]) expect(problemsOf(item), item.id).toEqual([]);
  });

  it('has unique ids across both splits and at least 200 items', () => {
    const ids = [...train, ...holdout].map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(200);
    expect(holdout.length).toBeGreaterThanOrEqual(60);
  });

  it('covers all 16 codes and every score level of every trait in each split', () => {
    for (const split of [train, holdout]) {
      expect(new Set(split.map((i) => i.expected.code)).size).toBe(16);
      for (const k of ['independence', 'confidence', 'activity', 'flexibility'] as const) {
        expect(new Set(split.map((i) => i.expected[k]))).toEqual(new Set([1, 2, 3, 4]));
      }
    }
  });

  it('checks the letter rule itself', () => {
    expect(codeOf({ independence: 3, confidence: 2, activity: 4, flexibility: 1 })).toBe('ITAS');
    expect(problemsOf({ id: 'x', petType: 'dog', petTypeId: 1, answers: [], expected: {} }).length).toBeGreaterThan(0);
  });
});
