/**
 * The labelled analyser corpus (pets-train.json, pets-holdout.json, pets-check.json; same format as
 * the dev set shared/eval/pets-dev.json): one loader and one shape check for the tests and scripts.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TRAIT_KEYS, codeFor, type TraitScores } from '#shared/archetypes.ts';
import { PET_TYPES } from '#shared/pet-types.ts';
import { TEXT_QUESTIONS } from '#shared/questions.ts';

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

/** Every problem with one item's shape (empty when it is well formed). */
export function problemsOf(item: unknown): string[] {
  const out: string[] = [];
  const it = item as Partial<CorpusItem> | null;
  if (!it || typeof it !== 'object') return ['not an object'];
  if (typeof it.id !== 'string' || !it.id) out.push('id missing');
  const petType = PET_TYPES.find((p) => p.species === it.petType);
  if (typeof it.petType !== 'string' || !petType) out.push(`bad petType ${it.petType}`);
  else if (it.petTypeId !== petType.id) out.push(`petTypeId ${it.petTypeId} does not match ${it.petType}`);
  if (!Array.isArray(it.answers) || it.answers.length !== TEXT_QUESTIONS.length) {
    out.push(`needs exactly ${TEXT_QUESTIONS.length} answers`);
  } else if (!it.answers.every((a) => typeof a === 'string')) out.push('answers must be strings');
  const e = it.expected;
  if (!e || typeof e !== 'object') return [...out, 'expected missing'];
  for (const k of TRAIT_KEYS) {
    if (!Number.isInteger(e[k]) || e[k] < 1 || e[k] > 4) out.push(`${k} must be an integer 1-4`);
  }
  // The letter rule is the product's own (src/shared/archetypes.ts codeFor: >= 3 is the first letter).
  const code = codeFor(e as TraitScores);
  if (out.length === 0 && e.code !== code) out.push(`code ${e.code} does not match scores (${code})`);
  return out;
}

export function loadCorpus(path: string): CorpusItem[] {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${path}: expected a JSON array`);
  return parsed as CorpusItem[];
}
