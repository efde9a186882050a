/**
 * Scores the embedded analyser against a labelled file in the dev-set format.
 *
 *   npm run eval:analyzer -- --data FILE [--json] [--explain ID]
 *
 * Prints per-trait letter accuracy, overall letter accuracy, exact-code accuracy and mean absolute
 * score error, and lists the misses. With --json the last line is one JSON object.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { TRAIT_KEYS, TRAITS, letterFor, type TraitKey } from '../src/shared/archetypes.ts';
import { SPECIES, speciesForPetType, type Species } from '../src/shared/pet-types.ts';
import { analyzeWithTrace } from '../src/server/modules/analysis/analyzer.ts';

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

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const items = load(args.data);
  const perTraitHits: Record<TraitKey, number> = { independence: 0, confidence: 0, activity: 0, flexibility: 0 };
  let codeHits = 0;
  let absErr = 0;
  const misses: string[] = [];

  for (const item of items) {
    const { result, trace } = analyzeWithTrace({ answers: item.answers, species: speciesOf(item) });
    const expectedCode = TRAITS.map((t) => letterFor(t, item.expected[t.key])).join('');
    if (result.code === expectedCode) codeHits++;
    const parts: string[] = [];
    for (const t of TRAITS) {
      const got = result.scores[t.key];
      const want = item.expected[t.key];
      absErr += Math.abs(got - want);
      if (letterFor(t, got) === letterFor(t, want)) perTraitHits[t.key]++;
      if (got !== want) parts.push(`${t.highLetter}/${t.lowLetter} ${got} vs ${want} (z ${trace[t.key].z.toFixed(2)})`);
    }
    if (result.code !== expectedCode || parts.length) {
      misses.push(`${item.id ?? '?'} ${speciesOf(item)} ${result.code} vs ${expectedCode}: ${parts.join('; ')}`);
    }
    if (args.explain && item.id === args.explain) explain(item, trace);
  }

  const n = items.length;
  const perTrait = Object.fromEntries(TRAIT_KEYS.map((k) => [k, round(perTraitHits[k] / n)])) as Record<
    TraitKey,
    number
  >;
  const letterAccuracy = round(TRAIT_KEYS.reduce((s, k) => s + perTraitHits[k], 0) / (n * 4));
  const codeAccuracy = round(codeHits / n);
  const mae = round(absErr / (n * 4));

  if (!args.json) {
    console.log(`Analyser evaluation on ${n} items (${args.data})`);
    for (const k of TRAIT_KEYS) console.log(`  ${k.padEnd(13)} letter accuracy ${pct(perTrait[k])}`);
    console.log(`  letters overall         ${pct(letterAccuracy)}`);
    console.log(`  exact codes             ${pct(codeAccuracy)}`);
    console.log(`  mean absolute error     ${mae.toFixed(3)}`);
    if (misses.length) {
      console.log(`\nItems with any score off (${misses.length}):`);
      for (const m of misses) console.log(`  ${m}`);
    }
  } else {
    console.log(JSON.stringify({ n, letterAccuracy, codeAccuracy, mae, perTrait }));
  }
}

function explain(item: Item, trace: ReturnType<typeof analyzeWithTrace>['trace']): void {
  console.log(`\n--- ${item.id} ---`);
  for (const k of TRAIT_KEYS) {
    const t = trace[k];
    console.log(
      `${k}: raw ${t.raw.toFixed(2)} z ${t.z.toFixed(2)} mass ${t.mass.toFixed(2)} expected ${item.expected[k]}`,
    );
    for (const c of t.contributions) {
      const a = item.answers[c.questionIndex] ?? '';
      console.log(
        `   q${c.questionIndex} ${c.w >= 0 ? '+' : ''}${c.w.toFixed(2)} [${c.cueId}] "${a.slice(c.cueStart, c.cueEnd)}"`,
      );
    }
  }
}

const round = (x: number) => Math.round(x * 10000) / 10000;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

main();
