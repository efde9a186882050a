/** Human personality types: four MBTI-style dimensions (Mind E/I, Energy N/S, Nature T/F, Tactics J/P). */
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

export const HUMAN_DIMENSIONS: readonly Dimension[] = [
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

/** Four letters, one per dimension, in order: /^[EI][NS][TF][JP]$/. */
export const HUMAN_TYPE_PATTERN = new RegExp(
  `^${HUMAN_DIMENSIONS.map((d) => `[${d.options.map((o) => o.letter).join('')}]`).join('')}$`,
);

/** All 16 codes, ENTJ ... ISFP. */
export const HUMAN_TYPE_CODES: readonly string[] = HUMAN_DIMENSIONS.reduce<string[]>(
  (codes, d) => codes.flatMap((c) => d.options.map((o) => c + o.letter)),
  [''],
);
