import { describe, expect, it } from 'vitest';
import { TEXT_QUESTIONS, TOTAL_QUESTIONS } from '#shared/questions.ts';
import {
  entryFromLink,
  FIRST_STEP,
  FLOW,
  HOME,
  isStep,
  needsChoiceFallback,
  nextStep,
  previousStep,
  QUESTION_TOTAL,
  questionNumber,
  SUBMIT,
  type FlowContext,
  type FlowDraft,
  type Step,
} from './flow';

const TEXTS = TEXT_QUESTIONS.length;
const written = (blanks: number) => TEXT_QUESTIONS.map((_, i) => (i < blanks ? '  ' : `Answer ${i + 1}`));

function ctx(over: Partial<FlowDraft> = {}, choiceCount = 0): FlowContext {
  return { draft: { petTypeSkipped: false, texts: written(0), choices: [], ...over }, choiceCount };
}

/** The main flow in order, as an owner clicks through it. */
const MAIN: Step[] = [
  { kind: 'petType' },
  { kind: 'breed' },
  { kind: 'age' },
  { kind: 'name' },
  { kind: 'rescue' },
  ...TEXT_QUESTIONS.map((_, index): Step => ({ kind: 'text', index })),
];

describe('the questionnaire flow table', () => {
  it('lists every step once, starting with the pet type', () => {
    const kinds = FLOW.map((r) => r.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds).toEqual(['petType', 'breed', 'age', 'name', 'rescue', 'text', 'choices']);
    expect(FIRST_STEP).toEqual({ kind: 'petType' });
  });

  it("numbers the main flow 'Question 1 of 16' to 'Question 16 of 16'", () => {
    expect(QUESTION_TOTAL).toBe(16);
    expect(QUESTION_TOTAL).toBe(TOTAL_QUESTIONS);
    expect(MAIN.map(questionNumber)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  it("numbers the multiple-choice questions 'Question {7+index} of 16'", () => {
    expect([0, 1, 2, 5].map((index) => questionNumber({ kind: 'choices', index }))).toEqual([7, 8, 9, 12]);
  });

  it('Next goes through the main flow one step at a time, then submits', () => {
    for (let i = 0; i < MAIN.length - 1; i++) {
      expect(nextStep(MAIN[i]!, ctx()), JSON.stringify(MAIN[i])).toEqual({ to: MAIN[i + 1], patch: {} });
    }
    expect(nextStep({ kind: 'text', index: TEXTS - 1 }, ctx({}, 4))).toEqual({ to: SUBMIT, patch: {} });
  });

  it('back follows the questionnaire order (docs/product-rules.md): pet type to home, then each step to the one before', () => {
    expect(previousStep({ kind: 'petType' }, ctx())).toEqual({ to: HOME, patch: {} });
    for (let i = 1; i < MAIN.length; i++) {
      expect(previousStep(MAIN[i]!, ctx()), JSON.stringify(MAIN[i])).toEqual({ to: MAIN[i - 1], patch: {} });
    }
    // the named rules
    expect(previousStep({ kind: 'breed' }, ctx()).to).toEqual({ kind: 'petType' });
    expect(previousStep({ kind: 'age' }, ctx()).to).toEqual({ kind: 'breed' });
    expect(previousStep({ kind: 'name' }, ctx()).to).toEqual({ kind: 'age' });
    expect(previousStep({ kind: 'rescue' }, ctx()).to).toEqual({ kind: 'name' });
    expect(previousStep({ kind: 'text', index: 0 }, ctx()).to).toEqual({ kind: 'rescue' });
    expect(previousStep({ kind: 'text', index: 7 }, ctx()).to).toEqual({ kind: 'text', index: 6 });
  });

  it('a pet type from the link starts at the breed, and back from there goes home', () => {
    const entry = entryFromLink(new URLSearchParams('skip_pet_type=true&pet_type=2'));
    expect(entry).toEqual({ step: { kind: 'breed' }, petTypeChoice: '2', petTypeSkipped: true });
    expect(entryFromLink(new URLSearchParams('skip_pet_type=true&pet_type=5'))?.petTypeChoice).toBe('other');
    expect(previousStep({ kind: 'breed' }, ctx({ petTypeSkipped: true }))).toEqual({ to: HOME, patch: {} });
    // the rest of the flow is unchanged
    expect(nextStep({ kind: 'breed' }, ctx({ petTypeSkipped: true })).to).toEqual({ kind: 'age' });
    expect(previousStep({ kind: 'age' }, ctx({ petTypeSkipped: true })).to).toEqual({ kind: 'breed' });
  });

  it('only a complete link skips the pet type', () => {
    for (const query of [
      '',
      'skip_pet_type=true',
      'skip_pet_type=true&pet_type=0',
      'skip_pet_type=true&pet_type=6',
      'skip_pet_type=true&pet_type=1.5',
      'skip_pet_type=false&pet_type=1',
      'pet_type=1',
    ]) {
      expect(entryFromLink(new URLSearchParams(query)), query).toBeNull();
    }
  });

  describe('the multiple-choice fallback (decision 0008)', () => {
    it('applies when six or more of the eleven answers are blank', () => {
      expect(needsChoiceFallback({ petTypeSkipped: false, texts: written(5), choices: [] })).toBe(false);
      expect(needsChoiceFallback({ petTypeSkipped: false, texts: written(6), choices: [] })).toBe(true);
      expect(needsChoiceFallback({ petTypeSkipped: false, texts: written(11), choices: [] })).toBe(true);
    });

    it('comes after the last text question, starting with no answers', () => {
      const last: Step = { kind: 'text', index: TEXTS - 1 };
      expect(nextStep(last, ctx({ texts: written(6) }, 3))).toEqual({
        to: { kind: 'choices', index: 0 },
        patch: { choices: [] },
      });
      // too few blanks: straight to the submission
      expect(nextStep(last, ctx({ texts: written(5) }, 3))).toEqual({ to: SUBMIT, patch: {} });
      // the pet type has no questions (or they have not loaded): straight to the submission
      expect(nextStep(last, ctx({ texts: written(11) }, 0))).toEqual({ to: SUBMIT, patch: {} });
    });

    it('goes question by question and submits after the last one', () => {
      const c = ctx({ texts: written(8) }, 3);
      expect(nextStep({ kind: 'choices', index: 0 }, c)).toEqual({ to: { kind: 'choices', index: 1 }, patch: {} });
      expect(nextStep({ kind: 'choices', index: 1 }, c)).toEqual({ to: { kind: 'choices', index: 2 }, patch: {} });
      expect(nextStep({ kind: 'choices', index: 2 }, c)).toEqual({ to: SUBMIT, patch: {} });
      // a question that is not there (none for this pet type) continues to the submission
      expect(nextStep({ kind: 'choices', index: 0 }, ctx({ texts: written(8) }, 0))).toEqual({
        to: SUBMIT,
        patch: {},
      });
    });

    it('back goes to the previous question and drops the last answer', () => {
      const choices = [
        { questionId: 1, optionId: 2 },
        { questionId: 2, optionId: 5 },
      ];
      const c = ctx({ texts: written(8), choices }, 3);
      expect(previousStep({ kind: 'choices', index: 2 }, c)).toEqual({
        to: { kind: 'choices', index: 1 },
        patch: { choices: [choices[0]] },
      });
      // from the first one, back to the last text question
      expect(previousStep({ kind: 'choices', index: 0 }, ctx({ texts: written(8) }, 3))).toEqual({
        to: { kind: 'text', index: TEXTS - 1 },
        patch: { choices: [] },
      });
    });
  });

  it("recognises a saved draft's step, and refuses one the table does not have", () => {
    for (const step of [...MAIN, { kind: 'choices', index: 3 }]) expect(isStep(step)).toBe(true);
    for (const bad of [
      null,
      'breed',
      {},
      { kind: 'colour' },
      { kind: 'text' },
      { kind: 'text', index: -1 },
      { kind: 'text', index: 1.5 },
      { kind: 'breed', index: 0 },
    ]) {
      expect(isStep(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
