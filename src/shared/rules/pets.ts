/**
 * The pets rules in one place, with no Zod (docs/decisions/0029, 0042): messages, the ISO week of the
 * weekly plan, and the words a change between two assessments is told in.
 */
import type { TraitKey } from '#shared/archetypes.ts';

export const PET_NOT_FOUND = 'Pet not found';

export const PET_MESSAGES = {
  samePet: 'Please choose two different pets',
  noAssessment: 'This pet has no assessment yet',
  wrongType: 'This assessment is for a different kind of pet than the one you chose',
  nothingToUpdate: 'Nothing to update: send name or photo',
  day: 'Day must be between 0 (Monday) and 6 (Sunday)',
  week: 'Week must look like 2026-W48',
} as const;

/** The days of a plan, Monday first (ISO weeks start on Monday). */
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** '2026-W48': the ISO 8601 week of a date (UTC). */
export function isoWeekOf(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export const ISO_WEEK_PATTERN = /^(\d{4})-W(\d{2})$/;

/** The Monday (UTC) of an ISO week, or null when there is no such week. */
export function mondayOfIsoWeek(week: string): Date | null {
  const m = ISO_WEEK_PATTERN.exec(week);
  if (!m) return null;
  const year = Number(m[1]);
  const n = Number(m[2]);
  if (year < 2000 || year > 2200 || n < 1 || n > 53) return null;
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const monday = new Date(jan4);
  monday.setUTCDate(jan4.getUTCDate() - ((jan4.getUTCDay() || 7) - 1) + (n - 1) * 7);
  return isoWeekOf(monday) === week ? monday : null;
}

/** How a change of one trait between two assessments is said, toward each pole. */
export const CHANGE_WORDS: Record<TraitKey, { up: string; down: string }> = {
  independence: { up: 'More independent', down: 'More reliant on you' },
  confidence: { up: 'More confident', down: 'More cautious' },
  activity: { up: 'More active', down: 'Calmer' },
  flexibility: { up: 'More flexible', down: 'More attached to routine' },
};
