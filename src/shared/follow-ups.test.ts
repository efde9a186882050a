import { describe, expect, it } from 'vitest';
import { TRAIT_KEYS } from './archetypes.ts';
import { SPECIES } from './pet-types.ts';
import { FOLLOW_UPS, followUpChoices, followUpPrompt, followUpsForTrait } from './follow-ups.ts';

describe('follow-up questions', () => {
  it('asks two questions per trait, each with options pulling both ways (-2..2), unique ids', () => {
    expect(new Set(FOLLOW_UPS.map((q) => q.id)).size).toBe(FOLLOW_UPS.length);
    for (const k of TRAIT_KEYS) {
      const qs = followUpsForTrait(k);
      expect(qs).toHaveLength(2);
      for (const q of qs) {
        expect(q.id.startsWith(`${k}-`)).toBe(true);
        expect(new Set(q.options.map((o) => o.id)).size).toBe(q.options.length);
        const deltas = q.options.map((o) => o.delta);
        expect(Math.min(...deltas)).toBe(-2);
        expect(Math.max(...deltas)).toBe(2);
        for (const sp of SPECIES) expect(q.text[sp]).toContain('{name}');
      }
    }
  });

  it('words a question for the species and the pet, without deltas', () => {
    const visitor = FOLLOW_UPS.find((q) => q.id === 'confidence-visitor')!;
    expect(followUpPrompt(visitor, 'bird', 'Kiwi').text).toBe(
      'A visitor Kiwi has never met comes close to the cage or perch. What happens?',
    );
    expect(followUpPrompt(visitor, 'dog', 'Rex').text).toBe(
      'A visitor Rex has never met comes in. What happens in the first few minutes?',
    );
    expect(JSON.stringify(followUpPrompt(visitor, 'cat', 'Milo'))).not.toContain('delta');
  });

  it('turns answers into analyser choices for their trait, skipping unknown ids', () => {
    expect(
      followUpChoices([
        { questionId: 'confidence-visitor', optionId: 'hides' },
        { questionId: 'activity-play', optionId: 'outlasts-me' },
        { questionId: 'nope', optionId: 'x' },
        { questionId: 'activity-play', optionId: 'x' },
      ]),
    ).toEqual([{ confidence: -2 }, { activity: 2 }]);
  });
});
