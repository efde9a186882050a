/**
 * The 11 free-text questions in their fixed order (docs/product-rules.md, The questionnaire), worded by PawType. `{name}` is
 * replaced with the pet's name. `topic` is the short label the results page uses for evidence.
 */
export interface TextQuestion {
  prompt: string;
  hint: string;
  topic: string;
}

export const TEXT_QUESTIONS: readonly TextQuestion[] = [
  {
    prompt: 'Describe {name} in a few sentences.',
    hint: 'What would you tell a friend who is meeting {name} for the first time?',
    topic: 'Describing {name}',
  },
  {
    prompt: "What are {name}'s favourite activities?",
    hint: 'Games, outings, toys, places, people: whatever lights {name} up.',
    topic: 'Favourite activities',
  },
  {
    prompt: "What are {name}'s least favourite activities?",
    hint: 'Baths, car rides, vet visits, being picked up...',
    topic: 'Least favourite activities',
  },
  {
    prompt: 'How does {name} behave around other animals?',
    hint: 'At home, on walks, through the window, at the vet.',
    topic: 'Around other animals',
  },
  {
    prompt: 'How does {name} react to new people?',
    hint: 'Visitors, strangers, children, delivery drivers.',
    topic: 'Meeting new people',
  },
  {
    prompt: 'What does {name} do when home alone?',
    hint: 'Sleep, watch the door, explore, protest?',
    topic: 'Home alone',
  },
  {
    prompt: 'How does {name} react when in trouble?',
    hint: 'Caught on the counter, told off, after breaking something.',
    topic: 'When in trouble',
  },
  {
    prompt: "What are {name}'s sleep patterns like?",
    hint: 'Where, when and how much; napping habits.',
    topic: 'Sleep',
  },
  {
    prompt: "What are {name}'s eating habits like?",
    hint: 'Fast or fussy, fixed times or grazing, food-driven?',
    topic: 'Eating',
  },
  {
    prompt: "How does {name} react when asked to do something they don't want to do?",
    hint: 'Getting into a carrier, coming inside, dropping a toy.',
    topic: 'Asked to do something unwanted',
  },
  {
    prompt: 'How does {name} react to changes in routine?',
    hint: 'A late dinner, a new home, travel, a new family member.',
    topic: 'Changes in routine',
  },
];

/** Each question shows one of these 10 illustrations (seeded assets). */
export const QUESTION_ILLUSTRATIONS = Array.from({ length: 10 }, (_, i) => `/api/assets/question-${i + 1}`);

export const PROFILE_QUESTION_COUNT = 5;
export const TOTAL_QUESTIONS = PROFILE_QUESTION_COUNT + TEXT_QUESTIONS.length;

export function withPetName(text: string, name: string): string {
  return text.replaceAll('{name}', name.trim() || 'your pet');
}
