/**
 * Shows how the analyser reads one answer: which cues fired on which words, what each added to
 * which trait, and the text model's lean.
 *
 *   npm run explain -- "<answer>" [--question <id>] [--species <species>]
 *
 * The question defaults to 'describe' and the species to dog. Question ids: src/shared/questions.ts.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRAIT_KEYS } from '#shared/archetypes.ts';
import { SPECIES, type Species } from '#shared/pet-types.ts';
import { TEXT_QUESTION_IDS, isTextQuestionId, type TextQuestionId } from '#shared/questions.ts';
import { analyzeWithTrace } from '#server/modules/analysis/analyzer.ts';
import { findAllHits } from '#server/modules/analysis/matcher.ts';
import { normalize } from '#server/modules/analysis/text.ts';

const USAGE = 'usage: npm run explain -- "<answer>" [--question <id>] [--species <species>]';

function fail(message: string): never {
  console.error(`explain: ${message}`);
  console.error(USAGE);
  console.error(`questions: ${TEXT_QUESTION_IDS.join(', ')}`);
  console.error(`species: ${SPECIES.join(', ')}`);
  process.exit(1);
}

export interface ExplainArgs {
  answer: string;
  question: TextQuestionId;
  species: Species;
}

export function parseArgs(argv: readonly string[]): ExplainArgs {
  let answer: string | undefined;
  let question: TextQuestionId = 'describe';
  let species: Species = 'dog';
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--question' || a === '--species') {
      const v = argv[++i];
      if (v === undefined) fail(`${a} needs a value`);
      if (a === '--question') {
        if (!isTextQuestionId(v)) fail(`unknown question '${v}'`);
        question = v;
      } else {
        if (!SPECIES.includes(v as Species)) fail(`unknown species '${v}'`);
        species = v as Species;
      }
    } else if (a === '--help' || a === '-h') fail('help');
    else if (a.startsWith('--')) fail(`unknown option '${a}'`);
    else if (answer === undefined) answer = a;
    else fail('give the answer as one quoted argument');
  }
  if (answer === undefined || !answer.trim()) fail('missing the answer');
  return { answer, question, species };
}

const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(2)}`;

/** The explanation as lines of text. */
export function explain({ answer, question, species }: ExplainArgs): string[] {
  const q = TEXT_QUESTION_IDS.indexOf(question);
  const answers = TEXT_QUESTION_IDS.map((_, i) => (i === q ? answer : ''));
  const { result, trace } = analyzeWithTrace({ answers, species });
  const norm = normalize(answer);
  const texts = answers.map((a, i) => (i === q ? norm.text : normalize(a).text));
  const hits = findAllHits(texts, species)[q] ?? [];
  const out = [`Answer to '${question}' for a ${species}:`, `  ${answer}`, '', `Cues that fired (${hits.length}):`];
  const contributions = TRAIT_KEYS.flatMap((k) => trace[k].contributions);
  for (const h of hits) {
    const start = norm.map[h.start] as number;
    const end = (norm.map[h.end - 1] as number) + 1;
    const mine = contributions.filter((c) => c.cueId === h.cue.id && c.cueStart === start && c.cueEnd === end);
    const added = TRAIT_KEYS.map((k) => [k, mine.filter((c) => c.trait === k).reduce((s, c) => s + c.w, 0)] as const)
      .filter(([, w]) => w !== 0)
      .map(([k, w]) => `${k} ${signed(w)}`);
    const what =
      added.join(', ') ||
      (h.cue.kind === 'topic' ? 'nothing itself (a topic: what an evaluation is about)' : 'nothing here');
    out.push(`  [${h.cue.id}] ${h.cue.kind} "${answer.slice(start, end)}": ${what}`);
  }
  out.push('', 'Text model lean (learned words, text-model.ts):');
  for (const k of TRAIT_KEYS) out.push(`  ${k} ${signed(trace[k].text)}`);
  out.push('', `Result (this answer alone): ${result.code}`);
  for (const k of TRAIT_KEYS) {
    const t = trace[k];
    out.push(
      `  ${k}: score ${result.scores[k]}, raw ${signed(t.raw)}, confidence ${result.traits[k].confidence}${
        result.traits[k].closeCall ? ', close call' : ''
      }`,
    );
  }
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(explain(parseArgs(process.argv.slice(2))).join('\n'));
}
