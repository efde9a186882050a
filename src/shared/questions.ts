/**
 * The 11 free-text questions in their fixed order (docs/product-rules.md, The questionnaire), worded by PawType. `{name}` is
 * replaced with the pet's name. `topic` is the short label the results page uses for evidence.
 */

/**
 * The text questions' stable ids, in the fixed order. The analyser's cues, its per-question tables,
 * the text model's features and the evidence name a question by id, never by its position.
 */
export const TEXT_QUESTION_IDS = [
  'describe',
  'favourite-activities',
  'least-favourite-activities',
  'other-animals',
  'new-people',
  'home-alone',
  'in-trouble',
  'sleep',
  'eating',
  'asked-unwanted',
  'routine-changes',
] as const;
export type TextQuestionId = (typeof TEXT_QUESTION_IDS)[number];

export interface TextQuestion {
  id: TextQuestionId;
  prompt: string;
  hint: string;
  topic: string;
}

export const TEXT_QUESTIONS: readonly TextQuestion[] = [
  {
    id: 'describe',
    prompt: 'Describe {name} in a few sentences.',
    hint: 'What would you tell a friend who is meeting {name} for the first time?',
    topic: 'Describing {name}',
  },
  {
    id: 'favourite-activities',
    prompt: "What are {name}'s favourite activities?",
    hint: 'Games, outings, toys, places, people: whatever lights {name} up.',
    topic: 'Favourite activities',
  },
  {
    id: 'least-favourite-activities',
    prompt: "What are {name}'s least favourite activities?",
    hint: 'Baths, car rides, vet visits, being picked up...',
    topic: 'Least favourite activities',
  },
  {
    id: 'other-animals',
    prompt: 'How does {name} behave around other animals?',
    hint: 'At home, on walks, through the window, at the vet.',
    topic: 'Around other animals',
  },
  {
    id: 'new-people',
    prompt: 'How does {name} react to new people?',
    hint: 'Visitors, strangers, children, delivery drivers.',
    topic: 'Meeting new people',
  },
  {
    id: 'home-alone',
    prompt: 'What does {name} do when home alone?',
    hint: 'Sleep, watch the door, explore, protest?',
    topic: 'Home alone',
  },
  {
    id: 'in-trouble',
    prompt: 'How does {name} react when in trouble?',
    hint: 'Caught on the counter, told off, after breaking something.',
    topic: 'When in trouble',
  },
  {
    id: 'sleep',
    prompt: "What are {name}'s sleep patterns like?",
    hint: 'Where, when and how much; napping habits.',
    topic: 'Sleep',
  },
  {
    id: 'eating',
    prompt: "What are {name}'s eating habits like?",
    hint: 'Fast or fussy, fixed times or grazing, food-driven?',
    topic: 'Eating',
  },
  {
    id: 'asked-unwanted',
    prompt: "How does {name} react when asked to do something they don't want to do?",
    hint: 'Getting into a carrier, coming inside, dropping a toy.',
    topic: 'Asked to do something unwanted',
  },
  {
    id: 'routine-changes',
    prompt: 'How does {name} react to changes in routine?',
    hint: 'A late dinner, a new home, travel, a new family member.',
    topic: 'Changes in routine',
  },
];

/** Each question shows one of these 10 illustrations (seeded assets). */
export const QUESTION_ILLUSTRATIONS = Array.from({ length: 10 }, (_, i) => `/api/assets/question-${i + 1}`);

/** The position of a text question (its answer's index in the submission's `textResponses`). */
export function textQuestionIndex(id: TextQuestionId): number {
  return TEXT_QUESTION_IDS.indexOf(id);
}

export function isTextQuestionId(id: string): id is TextQuestionId {
  return (TEXT_QUESTION_IDS as readonly string[]).includes(id);
}

export const PROFILE_QUESTION_COUNT = 5;
export const TOTAL_QUESTIONS = PROFILE_QUESTION_COUNT + TEXT_QUESTIONS.length;

export function withPetName(text: string, name: string): string {
  return text.replaceAll('{name}', name.trim() || 'your pet');
}
