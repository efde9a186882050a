/**
 * Scores the embedded analyser against a labelled file in the dev-set format.
 *
 *   npm run eval:analyzer -- --data FILE [--json] [--explain ID]
 *
 * Prints per-trait and overall letter accuracy, exact-code accuracy, mean absolute score error, the
 * per-trait 1-4 confusion matrix (rows = expected, columns = predicted), the share of 1s and 4s
 * called vs labelled, and how well the close-call flag marks uncertainty (letter accuracy of flagged
 * vs unflagged traits, share flagged); then lists the misses. With --json the last line is one JSON
 * object holding the same figures.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRAIT_KEYS, TRAITS, letterFor, type TraitKey } from '#shared/archetypes.ts';
import { SPECIES, speciesForPetType, type Species } from '#shared/pet-types.ts';
import { analyzeWithTrace } from '#server/modules/analysis/analyzer.ts';

interface Item {
  id?: string;
  petType?: string;
  petTypeId?: number;
  answers: string[];
  expected: Record<TraitKey, number> & { code?: string };
}

function fail(message: string): never {
  console.error(`eval-analyzer: ${message}`);
  console.error('usage: npm run eval:analyzer -- --data FILE [--json] [--explain ID]');
  process.exit(1);
}

function parseArgs(argv: string[]): { data: string; json: boolean; explain?: string } {
  let data: string | undefined;
  let json = false;
  let explain: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') json = true;
    else if (a === '--data') data = argv[++i];
    else if (a?.startsWith('--data=')) data = a.slice('--data='.length);
    else if (a === '--explain') explain = argv[++i];
    else if (a === '--help' || a === '-h') fail('help');
    else fail(`unknown argument '${a}'`);
  }
  if (!data) fail('missing --data FILE');
  return { data, json, explain };
}

export function speciesOf(item: { petType?: unknown; petTypeId?: unknown }): Species {
  if (typeof item.petType === 'string') {
    const s = item.petType.trim().toLowerCase() as Species;
    if (SPECIES.includes(s)) return s;
  }
  if (typeof item.petTypeId === 'number') return speciesForPetType(item.petTypeId);
  return 'other';
}

function load(path: string): Item[] {
  let text: string;
  try {
    text = readFileSync(resolve(path), 'utf8');
  } catch (e) {
    fail(`cannot read '${path}': ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    fail(`'${path}' is not valid JSON: ${(e as Error).message}`);
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { items?: unknown })?.items;
  if (!Array.isArray(list) || list.length === 0) fail(`'${path}' holds no items (expected a JSON array)`);
  list.forEach((it, i) => {
    const ok =
      it &&
      typeof it === 'object' &&
      Array.isArray(it.answers) &&
      it.expected &&
      TRAIT_KEYS.every((k) => Number.isInteger(it.expected[k]) && it.expected[k] >= 1 && it.expected[k] <= 4);
    if (!ok) fail(`item ${i} (${it?.id ?? 'no id'}) needs answers[] and expected scores 1-4 for every trait`);
  });
  return list as Item[];
}

/** All the figures of one labelled file (the calibration script prints the same ones). */
export interface EvalFigures {
  n: number;
  letterAccuracy: number;
  codeAccuracy: number;
  mae: number;
  perTrait: Record<TraitKey, number>;
  perTraitMae: Record<TraitKey, number>;
  /** confusion[trait][expected - 1][predicted - 1] */
  confusion: Record<TraitKey, number[][]>;
  /** Share of trait scores that are 1 or 4: labelled and predicted. */
  extremes: { expected: number; predicted: number };
  flags: {
    shareFlagged: number;
    flagged: { n: number; letterAccuracy: number | null };
    unflagged: { n: number; letterAccuracy: number | null };
  };
}

export interface Scored {
  expected: Record<TraitKey, number>;
  predicted: Record<TraitKey, number>;
  flagged: Record<TraitKey, boolean>;
}

export function figures(rows: Scored[]): EvalFigures {
  const n = rows.length;
  const hits = {} as Record<TraitKey, number>;
  const err = {} as Record<TraitKey, number>;
  const confusion = {} as Record<TraitKey, number[][]>;
  for (const k of TRAIT_KEYS) {
    hits[k] = 0;
    err[k] = 0;
    confusion[k] = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
  }
  let codes = 0;
  let extE = 0;
  let extP = 0;
  const fl = { n: 0, hit: 0 };
  const un = { n: 0, hit: 0 };
  for (const r of rows) {
    let all = true;
    for (const t of TRAITS) {
      const want = r.expected[t.key];
      const got = r.predicted[t.key];
      const ok = letterFor(t, got) === letterFor(t, want);
      hits[t.key] += ok ? 1 : 0;
      all &&= ok;
      err[t.key] += Math.abs(got - want);
      confusion[t.key]![want - 1]![got - 1]! += 1;
      extE += want === 1 || want === 4 ? 1 : 0;
      extP += got === 1 || got === 4 ? 1 : 0;
      const bucket = r.flagged[t.key] ? fl : un;
      bucket.n++;
      bucket.hit += ok ? 1 : 0;
    }
    codes += all ? 1 : 0;
  }
  const cells = Math.max(1, n * 4);
  return {
    n,
    letterAccuracy: round(TRAIT_KEYS.reduce((s, k) => s + hits[k], 0) / cells),
    codeAccuracy: round(codes / Math.max(1, n)),
    mae: round(TRAIT_KEYS.reduce((s, k) => s + err[k], 0) / cells),
    perTrait: Object.fromEntries(TRAIT_KEYS.map((k) => [k, round(hits[k] / Math.max(1, n))])) as Record<
      TraitKey,
      number
    >,
    perTraitMae: Object.fromEntries(TRAIT_KEYS.map((k) => [k, round(err[k] / Math.max(1, n))])) as Record<
      TraitKey,
      number
    >,
    confusion,
    extremes: { expected: round(extE / cells), predicted: round(extP / cells) },
    flags: {
      shareFlagged: round(fl.n / cells),
      flagged: { n: fl.n, letterAccuracy: fl.n ? round(fl.hit / fl.n) : null },
      unflagged: { n: un.n, letterAccuracy: un.n ? round(un.hit / un.n) : null },
    },
  };
}

/** The figures as text lines (shared with the calibration script). */
export function report(f: EvalFigures): string[] {
  const out: string[] = [];
  for (const k of TRAIT_KEYS) {
    out.push(`  ${k.padEnd(13)} letter accuracy ${pct(f.perTrait[k])}   MAE ${f.perTraitMae[k].toFixed(3)}`);
  }
  out.push(`  letters overall         ${pct(f.letterAccuracy)}`);
  out.push(`  exact codes             ${pct(f.codeAccuracy)}`);
  out.push(`  mean absolute error     ${f.mae.toFixed(3)}`);
  out.push(`  1s and 4s               labelled ${pct(f.extremes.expected)}, called ${pct(f.extremes.predicted)}`);
  const acc = (x: number | null) => (x === null ? '  n/a' : pct(x));
  out.push(
    `  close calls             ${pct(f.flags.shareFlagged)} of traits flagged; letter accuracy flagged ` +
      `${acc(f.flags.flagged.letterAccuracy)} (${f.flags.flagged.n}), unflagged ${acc(f.flags.unflagged.letterAccuracy)} (${f.flags.unflagged.n})`,
  );
  out.push('  confusion (rows = expected 1-4, columns = predicted 1-4):');
  const rowsOf = (k: TraitKey) => f.confusion[k].map((row) => row.map((c) => String(c).padStart(3)).join(''));
  out.push('    ' + TRAIT_KEYS.map((k) => k.padEnd(16)).join(' '));
  for (let i = 0; i < 4; i++) {
    out.push(`  ${i + 1} ` + TRAIT_KEYS.map((k) => (rowsOf(k)[i] ?? '').padEnd(16)).join(' '));
  }
  return out;
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const items = load(args.data);
  const rows: Scored[] = [];
  const misses: string[] = [];

  for (const item of items) {
    const { result, trace } = analyzeWithTrace({ answers: item.answers, species: speciesOf(item) });
    const expectedCode = TRAITS.map((t) => letterFor(t, item.expected[t.key])).join('');
    rows.push({
      expected: item.expected,
      predicted: result.scores,
      flagged: Object.fromEntries(TRAIT_KEYS.map((k) => [k, result.traits[k].closeCall])) as Record<TraitKey, boolean>,
    });
    const parts: string[] = [];
    for (const t of TRAITS) {
      const got = result.scores[t.key];
      const want = item.expected[t.key];
      if (got !== want) {
        const flag = result.traits[t.key].closeCall ? ' close' : '';
        parts.push(`${t.highLetter}/${t.lowLetter} ${got} vs ${want} (z ${trace[t.key].z.toFixed(2)}${flag})`);
      }
    }
    if (result.code !== expectedCode || parts.length) {
      misses.push(`${item.id ?? '?'} ${speciesOf(item)} ${result.code} vs ${expectedCode}: ${parts.join('; ')}`);
    }
    if (args.explain && item.id === args.explain) explain(item, trace);
  }

  const f = figures(rows);
  if (!args.json) {
    console.log(`Analyser evaluation on ${f.n} items (${args.data})`);
    for (const line of report(f)) console.log(line);
    if (misses.length) {
      console.log(`\nItems with any score off (${misses.length}):`);
      for (const m of misses) console.log(`  ${m}`);
    }
  } else {
    console.log(JSON.stringify(f));
  }
}

function explain(item: Item, trace: ReturnType<typeof analyzeWithTrace>['trace']): void {
  console.log(`\n--- ${item.id} ---`);
  for (const k of TRAIT_KEYS) {
    const t = trace[k];
    console.log(
      `${k}: raw ${t.raw.toFixed(2)} z ${t.z.toFixed(2)} mass ${t.mass.toFixed(2)} expected ${item.expected[k]}`,
    );
    console.log(`   text model lean ${t.text >= 0 ? '+' : ''}${t.text.toFixed(2)}`);
    for (const c of t.contributions) {
      const a = item.answers[c.questionIndex] ?? '';
      console.log(
        `   ${c.questionId} ${c.w >= 0 ? '+' : ''}${c.w.toFixed(2)} [${c.cueId}] "${a.slice(c.cueStart, c.cueEnd)}"`,
      );
    }
  }
}

const round = (x: number) => Math.round(x * 10000) / 10000;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

// Run only as a script (the calibration script imports figures() and report()).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
