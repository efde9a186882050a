/**
 * The star-sign call: details of the signs an archetype matches. Names it does not know come back as a
 * first entry named 'Error' whose description says which (the client shows it as a warning).
 */
import type { StarSignRow } from '#server/modules/catalog/index.ts';
import type { StarSign } from '#shared/contracts/archetypes.ts';
import { STAR_SIGN_WARNING_NAME } from '#shared/rules/archetypes.ts';

export function matchStarSigns(known: readonly StarSignRow[], matchingStarSigns: string): StarSign[] {
  const byName = (name: string) => known.find((k) => k.name.toLowerCase() === name.toLowerCase());
  const asked = matchingStarSigns
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const found = asked
    .map(byName)
    .filter((k) => k !== undefined)
    .map(({ name, dates, description, compatibility }) => ({ name, dates, description, compatibility }));
  const unknown = asked.filter((name) => !byName(name));
  if (unknown.length === 0 && found.length > 0) return found;
  const what = unknown.length > 0 ? unknown.map((u) => `"${u}"`).join(', ') : 'any star sign';
  const warning = {
    name: STAR_SIGN_WARNING_NAME,
    dates: '',
    description: `We could not find details for ${what}. Showing the signs we know.`,
    compatibility: '',
  };
  return [warning, ...found];
}
