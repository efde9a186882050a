/**
 * The analyser's whole output (scores, code, confidences, evidence, close calls) for every pet of
 * every labelled set, compared exactly with a recording (fixtures/golden-output.json). A change to
 * the cues, the reader or the model that moves any pet fails here; when the move is meant (a refit),
 * re-record with `UPDATE_GOLDEN=1 npx vitest run src/server/modules/analysis/golden.test.ts` and
 * say so in the commit. The dev set outside the repository (../shared/eval) is recorded as one hash
 * per pet, so none of its text enters the repository, and compared only where it exists.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CHECK_FILE,
  DEV_FILE,
  DEVVOICE2_FILE,
  DEVVOICE_FILE,
  HOLDOUT_FILE,
  TRAIN_FILE,
  loadCorpus,
} from '#eval/corpus.ts';
import { speciesForPetType, SPECIES, type Species } from '#shared/pet-types.ts';
import { textQuestionIndex } from '#shared/questions.ts';
import { analyze, type AnalysisResult } from './analyzer.ts';

const GOLDEN = fileURLToPath(new URL('./fixtures/golden-output.json', import.meta.url));
const GOLDEN_DEV = fileURLToPath(new URL('./fixtures/golden-dev-hashes.json', import.meta.url));
const UPDATE = process.env.UPDATE_GOLDEN === '1';

const SETS: ReadonlyArray<readonly [string, string]> = [
  ['train', TRAIN_FILE],
  ['holdout', HOLDOUT_FILE],
  ['check', CHECK_FILE],
  ['devvoice', DEVVOICE_FILE],
  ['devvoice2', DEVVOICE2_FILE],
];

function speciesOf(item: { petType: string; petTypeId: number }): Species {
  return SPECIES.includes(item.petType as Species) ? (item.petType as Species) : speciesForPetType(item.petTypeId);
}

/**
 * The recorded form of one result. The fixture was recorded when evidence named its answer by
 * position (`questionIndex`); today it names the question (`source`, decision 0027): mapped 1:1.
 */
function recorded(r: AnalysisResult): unknown {
  const traits = Object.fromEntries(
    Object.entries(r.traits).map(([k, t]) => [
      k,
      {
        ...t,
        // In the recorded key order: the dev set is compared by a hash of the JSON.
        evidence: t.evidence.map(({ trait, phrase, source, direction, weight }) => {
          if (source.kind !== 'answer') throw new Error('the analyser quotes text answers only');
          return { trait, phrase, questionIndex: textQuestionIndex(source.questionId), direction, weight };
        }),
      },
    ]),
  );
  return { ...r, traits };
}

function outputs(file: string): Array<[string, unknown]> {
  return loadCorpus(file).map((item) => [
    item.id,
    recorded(analyze({ answers: item.answers, species: speciesOf(item) })),
  ]);
}

/** One pet a line, so a moved pet shows as one changed line in a diff. */
function write(path: string, entries: Array<[string, unknown]>): void {
  writeFileSync(path, `{\n${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',\n')}\n}\n`);
}

const hash = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex').slice(0, 24);

// The train set alone is 612 pets: a generous limit on a shared machine.
const LIMIT = 120_000;

describe('analyser golden output', () => {
  const golden = (): Record<string, unknown> =>
    existsSync(GOLDEN) ? (JSON.parse(readFileSync(GOLDEN, 'utf8')) as Record<string, unknown>) : {};
  const fresh = new Map<string, Array<[string, unknown]>>();

  it.each(SETS)(
    'gives every pet of eval/%s exactly its recorded output',
    (name, file) => {
      const all = outputs(file).map(([id, out]) => [`${name}/${id}`, out] as [string, unknown]);
      fresh.set(name, all);
      if (UPDATE && fresh.size === SETS.length)
        write(
          GOLDEN,
          SETS.flatMap(([n]) => fresh.get(n) ?? []),
        );
      const recordedOutputs = golden();
      const keys = Object.keys(recordedOutputs).filter((k) => k.startsWith(`${name}/`));
      expect(keys).toEqual(all.map(([k]) => k));
      for (const [k, out] of all) expect(out, k).toEqual(recordedOutputs[k]);
    },
    LIMIT,
  );

  it.skipIf(!existsSync(DEV_FILE))(
    'gives every pet of the dev set (../shared/eval) its recorded output',
    () => {
      const all = outputs(DEV_FILE).map(([id, out]) => [id, hash(out)] as [string, unknown]);
      if (UPDATE) write(GOLDEN_DEV, all);
      const recordedOutputs = JSON.parse(readFileSync(GOLDEN_DEV, 'utf8')) as Record<string, unknown>;
      expect(Object.keys(recordedOutputs)).toEqual(all.map(([k]) => k));
      for (const [k, out] of all) expect(out, k).toEqual(recordedOutputs[k]);
    },
    LIMIT,
  );
});
