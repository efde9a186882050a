/** The four human-type dimensions with a line per letter, and the 16 types' titles (content). */
import { HUMAN_DIMENSIONS as DIMENSIONS, HUMAN_TYPE_PATTERN, type Dimension } from '#shared/human-types.ts';

export { DIMENSIONS, type Dimension };
import { humanTypes } from '#content/human-types.ts';

export type Choices = Partial<Record<Dimension['key'], string>>;

/** Choices read from a saved four-letter type; nothing for an invalid one. */
export function choicesFrom(type: string | null | undefined): Choices {
  if (!type || !HUMAN_TYPE_PATTERN.test(type)) return {};
  return { mind: type[0], energy: type[1], nature: type[2], tactics: type[3] };
}

/** The four-letter type once every dimension has a letter. */
export function typeFrom(choices: Choices): string | undefined {
  const letters = DIMENSIONS.map((d) => choices[d.key]);
  return letters.every(Boolean) ? letters.join('') : undefined;
}

export function humanTypeTitle(code: string): string | undefined {
  return humanTypes.find((h) => h.code === code)?.title;
}
