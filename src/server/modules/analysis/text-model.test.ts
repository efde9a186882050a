import { describe, it, expect } from 'vitest';
import { TEXT_QUESTIONS } from '#shared/questions.ts';
import { textFeatures, textScores, trainTextModel, type TrainingItem } from './text-model.ts';
import { TEXT_ALPHA, TEXT_WEIGHTS } from './text-model.data.ts';
import { analyzeWithTrace } from './analyzer.ts';

const blank = () => TEXT_QUESTIONS.map(() => '');
const at = (q: number, text: string) => blank().map((a, i) => (i === q ? text : a));

describe('text model features', () => {
  it('tags each word and each pair of words with its question id, and each word untagged', () => {
    const f = textFeatures(at(4, 'Hides under the BED.'));
    expect(f).toEqual(
      expect.arrayContaining([
        'new-people:hides',
        '*:hides',
        'new-people:hides_under',
        'new-people:under_the',
        'new-people:the_bed',
        '*:bed',
      ]),
    );
    expect(new Set(f).size).toBe(f.length);
  });

  it('reads curly apostrophes as straight ones and ignores non-strings and blank answers', () => {
    expect(textFeatures(at(5, 'She\u2019s fine'))).toContain("home-alone:she's");
    expect(textFeatures([null, 42, undefined, '', { a: 1 }])).toEqual([]);
  });

  it('reads a very long answer only up to the reader limit', () => {
    const f = textFeatures(at(0, 'calm '.repeat(5000) + 'zoomies'));
    expect(f).not.toContain('describe:zoomies');
  });
});

describe('text model training', () => {
  // A toy corpus: "zoomies" marks the active pets, "sofa" the passive ones; "and" says nothing.
  const items: TrainingItem[] = Array.from({ length: 40 }, (_, i) => {
    const active = i % 2 === 0;
    return {
      answers: at(1, active ? `zoomies and toys ${i}` : `sofa and naps ${i}`),
      expected: { independence: 2, confidence: 3, activity: active ? 4 : 1, flexibility: 3 },
    };
  });

  it('learns which words go with which pole, and is deterministic', () => {
    const a = trainTextModel(items, { lambda: 0.01 });
    const b = trainTextModel(items, { lambda: 0.01 });
    expect(a).toEqual(b);
    expect(a.activity['favourite-activities:zoomies'] ?? 0).toBeGreaterThan(0.1);
    expect(a.activity['favourite-activities:sofa'] ?? 0).toBeLessThan(-0.1);
    expect(Math.abs(a.activity['favourite-activities:and'] ?? 0)).toBeLessThan(0.01);
    expect(textScores(at(1, 'zoomies'), a).activity).toBeGreaterThan(0);
    expect(textScores(at(1, 'sofa'), a).activity).toBeLessThan(0);
  });

  it('drops words seen in fewer than minCount profiles and weights under the prune limit', () => {
    const m = trainTextModel(items, { lambda: 0.01, prune: 0.05 });
    expect(m.activity['favourite-activities:0']).toBeUndefined(); // each number appears in one profile only
    expect(Object.values(m.activity).every((w) => Math.abs(w) >= 0.05)).toBe(true);
  });
});

describe('the shipped text model', () => {
  it('leans nowhere on blank answers', () => {
    const s = textScores(blank());
    expect(Object.values(s)).toEqual([0, 0, 0, 0]);
  });

  it('points plain descriptions the way a reader would', () => {
    expect(textScores(at(7, 'Sleeps all day on the sofa, very lazy.')).activity).toBeLessThan(0);
    expect(textScores(at(4, 'Hides under the bed, terrified, until they leave.')).confidence).toBeLessThan(0);
    expect(textScores(at(5, 'Follows me everywhere and cries at the door.')).independence).toBeLessThan(0);
    expect(textScores(at(10, 'Goes with the flow, nothing bothers him.')).flexibility).toBeGreaterThan(0);
  });

  it('counts in the analysis as evidence, and only as much as TEXT_ALPHA says', () => {
    const answers = at(7, 'Sleeps all day on the sofa, very lazy.');
    const trace = analyzeWithTrace({ answers, species: 'dog' }).trace;
    expect(TEXT_ALPHA).toBeGreaterThan(0);
    expect(trace.activity.text).toBeCloseTo(TEXT_ALPHA * textScores(answers, TEXT_WEIGHTS).activity);
  });
});
