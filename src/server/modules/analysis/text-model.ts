/**
 * A second reader beside the lexicon: a bag-of-words logistic model per trait, fitted on the
 * labelled train split (eval/pets-train.json, scripts/train-text-model.ts), that adds a small, learned
 * lean to each trait's strength. The lexicon reads what it was written for; this picks up the many
 * everyday words and pairings no hand-written cue names ("sook", "velcro"-like idioms, a species'
 * habits), learned from how careful readers labelled whole profiles. Pure, deterministic, offline:
 * a sum of stored weights over the answer's words. See docs/decisions/0026-text-model.md.
 */
import { TRAIT_KEYS, type TraitKey } from '#shared/archetypes.ts';
import { TEXT_QUESTION_IDS } from '#shared/questions.ts';
import { TEXT_WEIGHTS } from './text-model.data.ts';

export type TextWeights = Record<TraitKey, Record<string, number>>;

/** Longest answer read, in characters (as the lexicon reader). */
const MAX_ANSWER = 4000;
const WORD = /[a-z]+(?:'[a-z]+)*/g;

/**
 * The features of a profile: each word and each pair of adjacent words, tagged with the id of the
 * question it is in ("new-people:hides", "new-people:hides_under"), and each word untagged
 * ("*:hides"). Unique, in first-seen order.
 */
export function textFeatures(answers: readonly unknown[]): string[] {
  const seen = new Set<string>();
  for (let i = 0; i < answers.length; i++) {
    const a = answers[i];
    const q = TEXT_QUESTION_IDS[i];
    if (typeof a !== 'string' || !a || !q) continue;
    const words =
      a
        .slice(0, MAX_ANSWER)
        .toLowerCase()
        .replace(/[\u2018\u2019`]/g, "'")
        .match(WORD) ?? [];
    for (let i = 0; i < words.length; i++) {
      const w = words[i] as string;
      seen.add(`${q}:${w}`);
      seen.add(`*:${w}`);
      if (i + 1 < words.length) seen.add(`${q}:${w}_${words[i + 1] as string}`);
    }
  }
  return [...seen];
}

/** The four traits' weights per feature in one table: one lookup per feature, built once per model. */
const TABLES = new WeakMap<TextWeights, Map<string, Float64Array>>();

function tableOf(weights: TextWeights): Map<string, Float64Array> {
  let table = TABLES.get(weights);
  if (!table) {
    table = new Map();
    TRAIT_KEYS.forEach((k, t) => {
      for (const [f, w] of Object.entries(weights[k])) {
        let row = table!.get(f);
        if (!row) table!.set(f, (row = new Float64Array(TRAIT_KEYS.length)));
        row[t] = w;
      }
    });
    TABLES.set(weights, table);
  }
  return table;
}

/** Each trait's learned lean: positive toward the high pole, 0 when no known word is present. */
export function textScores(answers: readonly unknown[], weights: TextWeights = TEXT_WEIGHTS): Record<TraitKey, number> {
  const table = tableOf(weights);
  const sums = new Float64Array(TRAIT_KEYS.length);
  for (const f of textFeatures(answers)) {
    const row = table.get(f);
    if (row) for (let t = 0; t < sums.length; t++) sums[t] = (sums[t] as number) + (row[t] as number);
  }
  const out = {} as Record<TraitKey, number>;
  TRAIT_KEYS.forEach((k, t) => (out[k] = sums[t] as number));
  return out;
}

/** Gradient step size (binary features and a logistic loss: 0.5 converges in 300 steps). */
const LEARNING_RATE = 0.5;

export interface TrainingItem {
  answers: readonly string[];
  expected: Record<TraitKey, number>;
}

export interface TrainOptions {
  /** L2 penalty on the weights. */
  lambda: number;
  /** Full-batch gradient steps. */
  iterations?: number;
  /** A feature must appear in at least this many training profiles. */
  minCount?: number;
  /** Weights smaller than this are dropped from the stored model. */
  prune?: number;
}

/**
 * Fits one L2-regularised logistic regression per trait (label: the high letter, score 3 or 4) by
 * full-batch gradient descent from zero: deterministic for the same items in the same order. The
 * intercept is fitted but not kept, so a profile with no known word leans nowhere.
 */
export function trainTextModel(items: readonly TrainingItem[], opts: TrainOptions): TextWeights {
  const iterations = opts.iterations ?? 300;
  const minCount = opts.minCount ?? 3;
  const prune = opts.prune ?? 0;
  const counts = new Map<string, number>();
  const rows = items.map((it) => textFeatures(it.answers));
  for (const r of rows) for (const f of r) counts.set(f, (counts.get(f) ?? 0) + 1);
  const vocab = [...counts.entries()].filter(([, c]) => c >= minCount).map(([f]) => f);
  vocab.sort();
  const index = new Map(vocab.map((f, i) => [f, i]));
  const X = rows.map((r) => r.map((f) => index.get(f)).filter((i): i is number => i !== undefined));
  const n = items.length;
  const out = {} as TextWeights;
  for (const k of TRAIT_KEYS) {
    const y = items.map((it) => (it.expected[k] >= 3 ? 1 : 0));
    const w = new Float64Array(vocab.length);
    let b = 0;
    const grad = new Float64Array(vocab.length);
    for (let step = 0; step < iterations; step++) {
      grad.fill(0);
      let gb = 0;
      for (let i = 0; i < n; i++) {
        const xi = X[i] as number[];
        let m = b;
        for (const j of xi) m += w[j] as number;
        const p = 1 / (1 + Math.exp(-Math.max(-30, Math.min(30, m))));
        const g = p - (y[i] as number);
        gb += g;
        for (const j of xi) grad[j] = (grad[j] as number) + g;
      }
      for (let j = 0; j < w.length; j++)
        w[j] = (w[j] as number) - LEARNING_RATE * ((grad[j] as number) / n + opts.lambda * (w[j] as number));
      b -= (LEARNING_RATE * gb) / n;
    }
    const kept: Record<string, number> = {};
    for (let j = 0; j < vocab.length; j++) {
      const v = w[j] as number;
      if (Math.abs(v) >= prune && v !== 0) kept[vocab[j] as string] = Math.round(v * 10000) / 10000;
    }
    out[k] = kept;
  }
  return out;
}
