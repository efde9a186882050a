/**
 * Every cue record, in matching order (the order breaks ties between equal overlapping matches).
 */
import type { CueRecord } from '../cue-record.ts';
import { EVALUATION_CUES } from './evaluations.ts';
import { TOPIC_CUES } from './topics.ts';
import { INDEPENDENCE_CUES } from './independence.ts';
import { CONFIDENCE_CUES } from './confidence.ts';
import { ACTIVITY_CUES } from './activity.ts';
import { FLEXIBILITY_CUES } from './flexibility.ts';
import { SPECIES_CUES } from './species.ts';

export const CUE_RECORDS: readonly CueRecord[] = [
  ...EVALUATION_CUES,
  ...TOPIC_CUES,
  ...INDEPENDENCE_CUES,
  ...CONFIDENCE_CUES,
  ...ACTIVITY_CUES,
  ...FLEXIBILITY_CUES,
  ...SPECIES_CUES,
];
