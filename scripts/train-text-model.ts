/**
 * Fits the analyser's text model (src/server/modules/analysis/text-model.ts) on the train split
 * (eval/pets-train.json) alone, choosing its penalty and weight by cross-validation on it. Never reads
 * the holdout split, the check sets or the dev set outside the repository (../shared/eval, scored
 * only as a check), so every checkout refits the shipped files byte for byte
 * (docs/decisions/0054-in-repo-fit.md).
 *
 *   npx tsx scripts/train-text-model.ts [--write]
 *
 * For each penalty (lambda) the model is fitted 5 times, each time without one fold, and scores the
 * fold it never saw (out-of-fold scores). For each weight (alpha) the letters are then read from the
 * lexicon's evidence plus alpha times the out-of-fold lean, with the shipped calibration's damping.
 * The choice follows the one-standard-error rule: among the pairs whose letter accuracy is within one
 * standard error of the best (sqrt(p(1-p)/n) over all traits), the smallest alpha, then the largest
 * penalty, i.e. the model that leans least on the learned words and is the most regularised of
 * those the data cannot tell apart from the best (the curve is flat there, and the top of it moves
 * from one refit to the next). With
 * --write, the model fitted on all of the train split with that pair is written to text-model.data.ts;
 * then regenerate the calibration (scripts/calibrate-analyzer.ts --write), which refits the same
 * penalty inside its own folds.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TRAIT_KEYS, type TraitKey } from '#shared/archetypes.ts';
import { LEXICON_ONLY, analyzeWithTrace } from '#server/modules/analysis/analyzer.ts';
import { CALIBRATION } from '#server/modules/analysis/calibration.ts';
import { textScores, trainTextModel, type TextWeights } from '#server/modules/analysis/text-model.ts';
import { TRAIN_FILE, loadCorpus, type CorpusItem } from '../eval/corpus.ts';
import { speciesOf } from './eval-analyzer.ts';

const DATA_FILE = fileURLToPath(new URL('../src/server/modules/analysis/text-model.data.ts', import.meta.url));
export const TEXT_FOLDS = 5;
const LAMBDAS = [0.003, 0.01, 0.03, 0.1];
const ALPHAS = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1];
/** Weights under this are dropped (a third of the file; cross-validated letters no worse). */
const PRUNE = 0.04;

/** The pets the model is fitted on: the train split, the same on every checkout. */
export function calibrationItems(): CorpusItem[] {
  return loadCorpus(TRAIN_FILE);
}

/** Each item's lean from a model fitted without its fold (fold = position mod TEXT_FOLDS). */
export function outOfFoldLeans(items: CorpusItem[], lambda: number): Record<TraitKey, number>[] {
  const out: Record<TraitKey, number>[] = new Array(items.length);
  for (let f = 0; f < TEXT_FOLDS; f++) {
    const model = trainTextModel(
      items.filter((_, i) => i % TEXT_FOLDS !== f),
      { lambda, prune: PRUNE },
    );
    items.forEach((item, i) => {
      if (i % TEXT_FOLDS === f) out[i] = textScores(item.answers, model);
    });
  }
  return out;
}

/** The lexicon's own evidence (the text model switched off). */
export function lexiconEvidence(items: CorpusItem[]): Array<Record<TraitKey, { raw: number; mass: number }>> {
  return items.map((item) => {
    const { trace } = analyzeWithTrace({ answers: item.answers, species: speciesOf(item) }, CALIBRATION, LEXICON_ONLY);
    const out = {} as Record<TraitKey, { raw: number; mass: number }>;
    for (const k of TRAIT_KEYS) out[k] = { raw: trace[k].raw, mass: trace[k].mass };
    return out;
  });
}

function main(): void {
  const items = calibrationItems();
  const lex = lexiconEvidence(items);
  console.log(`Text model: ${items.length} train pets, ${TEXT_FOLDS}-fold out-of-fold leans`);
  const results: Array<{ lambda: number; alpha: number; letters: number; codes: number }> = [];
  for (const lambda of LAMBDAS) {
    const leans = outOfFoldLeans(items, lambda);
    const row: string[] = [];
    for (const alpha of ALPHAS) {
      let letters = 0;
      let codes = 0;
      items.forEach((item, i) => {
        let all = true;
        for (const k of TRAIT_KEYS) {
          const t = alpha * (leans[i] as Record<TraitKey, number>)[k];
          const e = (lex[i] as Record<TraitKey, { raw: number; mass: number }>)[k];
          const z = (e.raw + t) / (1 + e.mass + Math.abs(t)) ** CALIBRATION.traits[k].damping;
          const ok = z >= CALIBRATION.traits[k].boundary === item.expected[k] >= 3;
          letters += ok ? 1 : 0;
          all &&= ok;
        }
        codes += all ? 1 : 0;
      });
      const l = letters / (items.length * 4);
      const c = codes / items.length;
      row.push(`a=${alpha} ${l.toFixed(3)}/${c.toFixed(3)}`);
      results.push({ lambda, alpha, letters: l, codes: c });
    }
    console.log(`  lambda ${lambda}: ${row.join('  ')}`);
  }
  const top = Math.max(...results.map((r) => r.letters));
  const se = Math.sqrt((top * (1 - top)) / (items.length * 4));
  const best = results
    .filter((r) => r.letters >= top - se - 1e-9)
    .sort((a, b) => a.alpha - b.alpha || b.lambda - a.lambda)[0]!;
  console.log(`Best cross-validated letters ${top.toFixed(3)}, one standard error ${se.toFixed(4)}`);
  console.log(
    `Chosen: lambda ${best.lambda}, alpha ${best.alpha} (cross-validated letters ${best.letters.toFixed(3)}, codes ${best.codes.toFixed(3)})`,
  );
  const weights = trainTextModel(items, { lambda: best.lambda, prune: PRUNE });
  const sizes = TRAIT_KEYS.map((k) => `${k} ${Object.keys(weights[k]).length}`).join(', ');
  console.log(`Weights kept (|w| >= ${PRUNE}): ${sizes}`);
  if (process.argv.includes('--write')) {
    writeFileSync(DATA_FILE, render(weights, best.alpha, best.lambda, 'eval/pets-train.json'));
    console.log(`Wrote ${DATA_FILE}`);
  }
}

function render(weights: TextWeights, alpha: number, lambda: number, fittedOn: string): string {
  const lines = [
    `// GENERATED by scripts/train-text-model.ts --write (fitted on ${fittedOn}): do not edit.`,
    "import type { TextWeights } from './text-model.ts';",
    '',
    '/** How much the learned lean counts, in raw-sum units (0 turns the text model off). */',
    `export const TEXT_ALPHA = ${alpha};`,
    '/** The L2 penalty the weights were fitted with (the calibration script refits per fold with it). */',
    `export const TEXT_LAMBDA = ${lambda};`,
    '// prettier-ignore',
    'export const TEXT_WEIGHTS: TextWeights = {',
  ];
  for (const k of TRAIT_KEYS) {
    const entries = Object.entries(weights[k]).map(([f, w]) => `${JSON.stringify(f)}:${w}`);
    lines.push(`  ${k}: {${entries.join(',')}},`);
  }
  lines.push('};', '');
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
