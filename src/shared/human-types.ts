/** Human personality types: four MBTI-style dimensions (spec section 3). */
export const HUMAN_DIMENSIONS = [
  { key: 'mind', name: 'Mind', letters: ['E', 'I'] },
  { key: 'energy', name: 'Energy', letters: ['N', 'S'] },
  { key: 'nature', name: 'Nature', letters: ['T', 'F'] },
  { key: 'tactics', name: 'Tactics', letters: ['J', 'P'] },
] as const;

export const HUMAN_TYPE_PATTERN = /^[EI][NS][TF][JP]$/;

export const HUMAN_TYPE_CODES: readonly string[] = ['E', 'I'].flatMap((m) =>
  ['N', 'S'].flatMap((e) => ['T', 'F'].flatMap((n) => ['J', 'P'].map((t) => m + e + n + t))),
);
