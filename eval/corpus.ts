/**
 * The labelled analyser corpus (pets-train.json, pets-holdout.json, pets-check.json; same format as
 * the dev set shared/eval/pets-dev.json): one loader and one shape check for the tests and scripts.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const TRAIN_FILE = fileURLToPath(new URL('./pets-train.json', import.meta.url));
export const HOLDOUT_FILE = fileURLToPath(new URL('./pets-holdout.json', import.meta.url));
/** A generalisation check: measures rule changes, never tunes them (eval/README.md). */
export const CHECK_FILE = fileURLToPath(new URL('./pets-check.json', import.meta.url));
/**
 * A second generalisation check in the dev set's own voice (48 pets, 3 per code, written blind to the
 * analyser's code): the closest stand-in for the held-out sets kept outside the repository.
 */
export const DEVVOICE_FILE = fileURLToPath(new URL('./pets-devvoice.json', import.meta.url));
/** A second dev-voice check set, written after the text model was built: scored once, to report. */
export const DEVVOICE2_FILE = fileURLToPath(new URL('./pets-devvoice2.json', import.meta.url));
export const DEV_FILE = fileURLToPath(new URL('../../shared/eval/pets-dev.json', import.meta.url));

const TRAIT_ORDER = ['independence', 'confidence', 'activity', 'flexibility'] as const;
const LETTERS: Record<(typeof TRAIT_ORDER)[number], [string, string]> = {
  independence: ['I', 'R'],
  confidence: ['C', 'T'],
  activity: ['A', 'P'],
  flexibility: ['F', 'S'],
};
const PET_TYPES: Record<string, number> = { dog: 1, cat: 2, bird: 3, rabbit: 4, other: 5 };

export interface CorpusItem {
  id: string;
  petType: string;
  petTypeId: number;
  breed: string;
  name: string;
  age: number;
  rescue: boolean;
  answers: string[];
  expected: { code: string; independence: number; confidence: number; activity: number; flexibility: number };
}

/** The code a set of 1-4 scores gives by the letter rule (>= 3 is the first letter). */
export function codeOf(expected: Record<(typeof TRAIT_ORDER)[number], number>): string {
  return TRAIT_ORDER.map((k) => LETTERS[k][expected[k] >= 3 ? 0 : 1]).join('');
}

/** Every problem with one item's shape (empty when it is well formed). */
export function problemsOf(item: unknown): string[] {
  const out: string[] = [];
  const it = item as Partial<CorpusItem> | null;
  if (!it || typeof it !== 'object') return ['not an object'];
  if (typeof it.id !== 'string' || !it.id) out.push('id missing');
  if (typeof it.petType !== 'string' || PET_TYPES[it.petType] === undefined) out.push(`bad petType ${it.petType}`);
  else if (it.petTypeId !== PET_TYPES[it.petType]) out.push(`petTypeId ${it.petTypeId} does not match ${it.petType}`);
  if (!Array.isArray(it.answers) || it.answers.length !== 11) out.push('needs exactly 11 answers');
  else if (!it.answers.every((a) => typeof a === 'string')) out.push('answers must be strings');
  const e = it.expected;
  if (!e || typeof e !== 'object') return [...out, 'expected missing'];
  for (const k of TRAIT_ORDER) {
    if (!Number.isInteger(e[k]) || e[k] < 1 || e[k] > 4) out.push(`${k} must be an integer 1-4`);
  }
  if (out.length === 0 && e.code !== codeOf(e)) out.push(`code ${e.code} does not match scores (${codeOf(e)})`);
  return out;
}

export function loadCorpus(path: string): CorpusItem[] {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${path}: expected a JSON array`);
  return parsed as CorpusItem[];
}
