/**
 * What changed between two assessments of a pet, in words: one line per trait whose score moved, with
 * the owner's own words from the newer assessment's evidence ('More confident than in March: “she
 * greets visitors at the door”, in your words.'). Pure: rows in, sentences out.
 */
import { TRAIT_KEYS, type TraitKey } from '#shared/archetypes.ts';
import type { PetChange } from '#shared/contracts/pets.ts';
import { CHANGE_WORDS } from '#shared/rules/pets.ts';
import type { AssessmentRow } from './repository.ts';
import { MONTH_NAMES as MONTHS } from '#shared/months.ts';

const scoreOf = (row: AssessmentRow, trait: TraitKey): number =>
  ({
    independence: row.independenceScore,
    confidence: row.confidenceScore,
    activity: row.activityScore,
    flexibility: row.flexibilityScore,
  })[trait];

/** 'than in March', 'than in March 2025' (another year), 'than last time' (the same month). */
export function sinceWords(previous: Date, current: Date): string {
  const sameYear = previous.getUTCFullYear() === current.getUTCFullYear();
  if (sameYear && previous.getUTCMonth() === current.getUTCMonth()) return 'than last time';
  const month = MONTHS[previous.getUTCMonth()]!;
  return sameYear ? `than in ${month}` : `than in ${month} ${previous.getUTCFullYear()}`;
}

/** The owner's words that show the move: the newer assessment's strongest evidence in that direction. */
function ownWords(row: AssessmentRow, trait: TraitKey, direction: 'up' | 'down'): string | null {
  const evidence = row.analysis?.traits[trait]?.evidence ?? [];
  const found = evidence.find((e) => e.direction === direction && e.phrase.trim() !== '');
  return found ? found.phrase.trim() : null;
}

export function describeChange(previous: AssessmentRow, current: AssessmentRow, petName: string): PetChange {
  const since = sinceWords(previous.date, current.date);
  const lines = TRAIT_KEYS.flatMap((trait) => {
    const before = scoreOf(previous, trait);
    const after = scoreOf(current, trait);
    if (before === after) return [];
    const direction = after > before ? 'up' : 'down';
    const words = ownWords(current, trait, direction);
    const head = `${CHANGE_WORDS[trait][direction]} ${since}`;
    return [{ trait, direction, text: words ? `${head}: “${words}”, in your words.` : `${head}.` } as const];
  });
  const summary =
    lines.length === 0
      ? `Much the same as ${since.replace(/^than /, '')}: ${petName} is still the same on all four traits.`
      : `${lines.length} of the four traits moved ${since}.`;
  return {
    assessmentId: current.id,
    previousAssessmentId: previous.id,
    date: current.date.toISOString(),
    lines,
    summary,
  };
}

/** Each newer assessment against the one before it, newest first (`rows` oldest first). */
export function describeChanges(rows: readonly AssessmentRow[], petName: string): PetChange[] {
  const out: PetChange[] = [];
  for (let i = rows.length - 1; i >= 1; i--) out.push(describeChange(rows[i - 1]!, rows[i]!, petName));
  return out;
}
