/**
 * Every cue record's examples, generated from the data (cues/*.ts): each must-read example is read
 * by its cue, each must-ignore example is not, as an answer to its question for its species.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TEXT_QUESTION_IDS } from '#shared/questions.ts';
import { CUE_RECORDS } from './cues/index.ts';
import type { CueExample, CueRecord } from './cue-record.ts';
import { findAllHits } from './matcher.ts';
import { normalize } from './text.ts';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The cue ids found in one answer given to one question, for one species. */
function cuesRead(record: CueRecord, example: CueExample): string[] {
  const e = typeof example === 'string' ? { text: example } : example;
  const question = e.question ?? record.onlyInQuestions?.[0] ?? 'describe';
  const species = e.species ?? record.onlyForSpecies?.[0] ?? 'dog';
  const q = TEXT_QUESTION_IDS.indexOf(question);
  const texts = TEXT_QUESTION_IDS.map(() => '');
  texts[q] = normalize(e.text).text;
  return (findAllHits(texts, species)[q] ?? []).map((h) => h.cue.id);
}

const label = (e: CueExample) => (typeof e === 'string' ? e : `${e.text} (${e.question ?? ''} ${e.species ?? ''})`);

describe('cue records', () => {
  it('have unique kebab-case ids, phrases, and at least one example each must read', () => {
    const ids = CUE_RECORDS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of CUE_RECORDS) {
      expect(r.id, r.id).toMatch(KEBAB);
      expect(r.phrases.length, r.id).toBeGreaterThan(0);
      expect(r.mustRead.length, r.id).toBeGreaterThan(0);
    }
  });

  it('say what they add: a behaviour adds to a trait, an evaluation has a value, a topic names one', () => {
    for (const r of CUE_RECORDS) {
      if (r.kind === 'behaviour') expect(r.adds ?? r.addsInQuestion, r.id).toBeDefined();
      if (r.kind === 'evaluation') expect([typeof r.value, r.judges !== undefined], r.id).toEqual(['number', true]);
      if (r.kind === 'topic') expect(r.topic, r.id).toBeDefined();
    }
  });
});

describe('the README', () => {
  it('states the real number of cues', () => {
    const readme = readFileSync(fileURLToPath(new URL('../../../../README.md', import.meta.url)), 'utf8');
    expect(readme).toContain(`reader does: ${CUE_RECORDS.length} cues`);
  });
});

describe.each(CUE_RECORDS.map((r) => [r.id, r] as const))('cue %s', (_id, record) => {
  it.each(record.mustRead.map((e) => [label(e), e] as const))('reads %s', (_l, example) => {
    expect(cuesRead(record, example)).toContain(record.id);
  });
  if (record.mustIgnore?.length) {
    it.each(record.mustIgnore.map((e) => [label(e), e] as const))('ignores %s', (_l, example) => {
      expect(cuesRead(record, example)).not.toContain(record.id);
    });
  }
});
