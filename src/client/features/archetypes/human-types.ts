/** The four human-type dimensions with a line per letter, and the 16 types' titles (content). */
import { humanTypes } from '../../../../content/human-types.ts';

export interface DimensionOption {
  letter: string;
  label: string;
  line: string;
}

export interface Dimension {
  key: 'mind' | 'energy' | 'nature' | 'tactics';
  name: string;
  options: readonly [DimensionOption, DimensionOption];
}

export const DIMENSIONS: readonly Dimension[] = [
  {
    key: 'mind',
    name: 'Mind',
    options: [
      { letter: 'E', label: 'Extraverted', line: 'Recharges with people, noise and things going on.' },
      { letter: 'I', label: 'Introverted', line: 'Recharges with quiet time and a few close companions.' },
    ],
  },
  {
    key: 'energy',
    name: 'Energy',
    options: [
      { letter: 'N', label: 'Intuitive', line: 'Drawn to ideas, patterns and what could be.' },
      { letter: 'S', label: 'Observant', line: 'Focuses on facts, details and what is in front of you.' },
    ],
  },
  {
    key: 'nature',
    name: 'Nature',
    options: [
      { letter: 'T', label: 'Thinking', line: 'Decides with logic, fairness and clear reasons.' },
      { letter: 'F', label: 'Feeling', line: 'Decides with empathy, warmth and harmony in mind.' },
    ],
  },
  {
    key: 'tactics',
    name: 'Tactics',
    options: [
      { letter: 'J', label: 'Judging', line: 'Likes plans, lists and things settled early.' },
      { letter: 'P', label: 'Prospecting', line: 'Keeps options open and goes with the flow.' },
    ],
  },
];

export type Choices = Partial<Record<Dimension['key'], string>>;

/** Choices read from a saved four-letter type; nothing for an invalid one. */
export function choicesFrom(type: string | null | undefined): Choices {
  if (!type || !/^[EI][NS][TF][JP]$/.test(type)) return {};
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
