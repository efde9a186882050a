import type { HumanTypeContent } from './schema.ts';

/**
 * The 16 human types in four MBTI-style dimensions, with PawType's own titles.
 * E/I: where the owner draws energy; N/S: ideas versus concrete detail;
 * T/F: logic versus feeling in decisions; J/P: plans versus going with the flow.
 */
export const humanTypes: HumanTypeContent[] = [
  {
    code: 'ISTJ',
    title: 'The Steady Keeper',
    description:
      'Quiet, dependable and orderly; keeps routines, remembers every vet date and shows love through reliability.',
  },
  {
    code: 'ISFJ',
    title: 'The Gentle Caretaker',
    description:
      'Warm and attentive in a low-key way; notices small changes in mood or appetite and keeps home calm and safe.',
  },
  {
    code: 'INFJ',
    title: 'The Quiet Empath',
    description: 'Reflective and deeply attuned; reads unspoken feelings and builds trust slowly and meaningfully.',
  },
  {
    code: 'INTJ',
    title: 'The Thoughtful Planner',
    description:
      'Independent and strategic; researches, designs systems and enjoys training plans that show clear progress.',
  },
  {
    code: 'ISTP',
    title: 'The Calm Tinkerer',
    description: 'Relaxed, practical and hands-on; fixes problems as they come and enjoys building toys and setups.',
  },
  {
    code: 'ISFP',
    title: 'The Easygoing Artist',
    description:
      'Gentle, sensory and present; enjoys quiet moments, nature and letting a relationship unfold at its own pace.',
  },
  {
    code: 'INFP',
    title: 'The Kind Dreamer',
    description:
      'Idealistic and affectionate; values each animal as an individual and leads with patience and compassion.',
  },
  {
    code: 'INTP',
    title: 'The Curious Thinker',
    description: 'Analytical and laid-back; loves to understand why behaviour happens and experiments with new ideas.',
  },
  {
    code: 'ESTP',
    title: 'The Bold Adventurer',
    description: 'Energetic, spontaneous and physical; always up for an outing, a game or a new challenge.',
  },
  {
    code: 'ESFP',
    title: 'The Playful Entertainer',
    description: 'Fun-loving and social; fills the home with people, noise and play and lives in the moment.',
  },
  {
    code: 'ENFP',
    title: 'The Enthusiastic Explorer',
    description: 'Warm, imaginative and spontaneous; loves novelty, new places and making friends everywhere.',
  },
  {
    code: 'ENTP',
    title: 'The Inventive Challenger',
    description: 'Quick, curious and restless; enjoys puzzles, debate and trying unconventional approaches.',
  },
  {
    code: 'ESTJ',
    title: 'The Organised Leader',
    description: 'Direct, structured and efficient; sets clear rules, keeps schedules and expects follow-through.',
  },
  {
    code: 'ESFJ',
    title: 'The Devoted Host',
    description: 'Sociable and caring; keeps everyone included and comfortable and thrives on harmony and routine.',
  },
  {
    code: 'ENFJ',
    title: 'The Encouraging Coach',
    description: 'Outgoing and supportive; motivates others, celebrates progress and builds confidence through praise.',
  },
  {
    code: 'ENTJ',
    title: 'The Driven Commander',
    description:
      'Decisive and goal-focused; takes charge, plans ahead and enjoys ambitious projects and training goals.',
  },
];
