/**
 * Benchmark of the embedded analyser: warms up, then times analysing every dev-set item many
 * times and prints the median and p95 time per assessment (and assessments per second).
 *
 *   npx tsx scripts/bench/analyzer.ts [--data FILE] [--seconds N]
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { analyze, type AnalysisInput } from '#server/modules/analysis/analyzer.ts';
import { SPECIES, speciesForPetType, type Species } from '#shared/pet-types.ts';

const DEFAULT_DATA = fileURLToPath(new URL('../../../shared/eval/pets-dev.json', import.meta.url));

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function speciesOf(item: { petType?: unknown; petTypeId?: unknown }): Species {
  const s = typeof item.petType === 'string' ? (item.petType.toLowerCase() as Species) : undefined;
  if (s && SPECIES.includes(s)) return s;
  return typeof item.petTypeId === 'number' ? speciesForPetType(item.petTypeId) : 'other';
}

function loadInputs(): AnalysisInput[] {
  const path = arg('--data') ?? DEFAULT_DATA;
  if (!existsSync(path)) {
    console.error(`bench: no data at ${path} (pass --data FILE)`);
    process.exit(1);
  }
  const items = JSON.parse(readFileSync(path, 'utf8')) as Array<{
    answers: string[];
    petType?: string;
    petTypeId?: number;
  }>;
  return items.map((it) => ({ answers: it.answers, species: speciesOf(it) }));
}

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? 0;
}

const inputs = loadInputs();
const budgetMs = Math.min(15, Math.max(1, Number(arg('--seconds') ?? 8))) * 1000;

// Warm-up: let the JIT settle.
const warmEnd = performance.now() + Math.min(1500, budgetMs / 5);
while (performance.now() < warmEnd) for (const input of inputs) analyze(input);

const samples: number[] = [];
const start = performance.now();
const cpuStart = process.cpuUsage();
const maxRounds = 200;
let rounds = 0;
while (rounds < maxRounds && performance.now() - start < budgetMs) {
  for (const input of inputs) {
    const t0 = performance.now();
    analyze(input);
    samples.push(performance.now() - t0);
  }
  rounds++;
}
const cpu = process.cpuUsage(cpuStart);
const total = samples.reduce((s, x) => s + x, 0);
samples.sort((a, b) => a - b);
const median = percentile(samples, 50);
const p95 = percentile(samples, 95);
const cpuPer = (cpu.user + cpu.system) / 1000 / samples.length;
console.log(`analyser bench: ${inputs.length} items x ${rounds} rounds = ${samples.length} assessments`);
console.log(
  `  median ${median.toFixed(3)} ms   p95 ${p95.toFixed(3)} ms   max ${samples[samples.length - 1]!.toFixed(3)} ms (wall clock)`,
);
console.log(`  CPU time ${cpuPer.toFixed(3)} ms per assessment (mean; less sensitive to a busy machine)`);
console.log(`  throughput ${Math.round((samples.length / total) * 1000)} assessments/s (single thread)`);
