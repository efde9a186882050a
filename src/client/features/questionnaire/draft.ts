/**
 * The questionnaire's answers in progress. Kept in the browser (localStorage) so a reload in the
 * middle loses nothing; cleared when the assessment is submitted.
 */
import { useEffect, useReducer } from 'react';
import { TEXT_QUESTIONS } from '#shared/questions.ts';
import { OTHER_PET_TYPE_ID } from '#shared/pet-types.ts';
import { FIRST_STEP, isStep, type Step } from './flow';

import { DRAFT_KEY } from '#client/lib/assessment-draft-key.ts';

export { DRAFT_KEY };

export interface Draft {
  step: Step;
  /** '1'..'4', 'other', or '' when nothing is chosen yet. */
  petTypeChoice: string;
  otherType: string;
  petTypeSkipped: boolean;
  /** 'Assess Maple again': the owner's pet, whose profile answers are known (flow.ts skips them). */
  petId: number | null;
  petKnown: boolean;
  breed: string;
  age: string;
  ageUnknown: boolean;
  birthMonth: string;
  birthDay: string;
  name: string;
  photo: string | null;
  rescue: 'yes' | 'no' | '';
  texts: string[];
  /** Chosen multiple-choice answers, one per question answered so far. */
  choices: { questionId: number; optionId: number }[];
}

export function emptyDraft(): Draft {
  return {
    step: FIRST_STEP,
    petTypeChoice: '',
    otherType: '',
    petTypeSkipped: false,
    petId: null,
    petKnown: false,
    breed: '',
    age: '',
    ageUnknown: false,
    birthMonth: '',
    birthDay: '',
    name: '',
    photo: null,
    rescue: '',
    texts: TEXT_QUESTIONS.map(() => ''),
    choices: [],
  };
}

function load(): Draft | null {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed = { ...emptyDraft(), ...(JSON.parse(raw) as Partial<Draft>) };
    if (!Array.isArray(parsed.texts) || parsed.texts.length !== TEXT_QUESTIONS.length) return null;
    if (!isStep(parsed.step)) return null;
    return parsed;
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  localStorage.removeItem(DRAFT_KEY);
}

type Action = { type: 'set'; patch: Partial<Draft> } | { type: 'reset'; draft: Draft };

function reducer(state: Draft, action: Action): Draft {
  return action.type === 'reset' ? action.draft : { ...state, ...action.patch };
}

/** The draft, restored from the browser when one exists, and saved on every change. */
export function useDraft(initial: () => Draft) {
  const [draft, dispatch] = useReducer(reducer, undefined, () => load() ?? initial());
  useEffect(() => {
    try {
      localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    } catch {
      /* storage full or blocked: the flow still works, only reload-survival is lost */
    }
  }, [draft]);
  return {
    draft,
    update: (patch: Partial<Draft>) => dispatch({ type: 'set', patch }),
    reset: (next: Draft) => dispatch({ type: 'reset', draft: next }),
  };
}

export function petTypeIdOf(draft: Draft): number | null {
  if (draft.petTypeChoice === 'other') return OTHER_PET_TYPE_ID;
  const n = Number(draft.petTypeChoice);
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : null;
}
