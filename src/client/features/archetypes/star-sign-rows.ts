import { STAR_SIGN_RANGES } from '#shared/star-signs.ts';
import type { StarSign } from '#shared/contracts/archetypes.ts';

/** The local table first: each sign's name and dates (or 'Date range unavailable'). */
export function localStarSigns(names: readonly string[]): StarSign[] {
  return names.map((name) => {
    const range = STAR_SIGN_RANGES.find((s) => s.name.toLowerCase() === name.trim().toLowerCase());
    return {
      name: range?.name ?? name,
      dates: range?.dates ?? 'Date range unavailable',
      description: '',
      compatibility: '',
    };
  });
}
