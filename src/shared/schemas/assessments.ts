/** The assessment contract: submission rules with the spec's messages, and response shapes. */
import { z } from 'zod';
import type { TraitKey } from '../archetypes.ts';

export const BREED_MAX = 100;
export const TEXT_ANSWER_MAX = 1000;
export const TEXT_QUESTION_COUNT = 11;
export const PET_NAME_MAX = 60;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Spec section 5: 'Image too large' / 'Please select an image smaller than 5MB.' */
export const IMAGE_TOO_LARGE = 'Image too large. Please select an image smaller than 5MB.';
/** A data URL of a 5 MB image is about 6.7 MB of text. */
const DATA_URL_MAX = Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 200;

/** Step-by-step messages of the questionnaire (spec section 5). */
export const STEP_MESSAGES = {
  breed: 'Breed or species required',
  age: { title: 'Pet age required', description: "Please enter your pet's age or select 'I don't know'" },
  name: 'Pet name required',
  rescue: 'Please make a selection',
} as const;

/** Messages of the submission re-checks (spec section 5). */
export const SUBMIT_MESSAGES = {
  name: { title: "Please enter your pet's name", description: 'A name is required to complete the assessment' },
  petType: 'Pet type missing',
  breed: 'Breed or species missing',
  age: 'Pet age missing',
  answers: 'Something went wrong',
} as const;

const optionalInt = (min: number, max: number, message: string) =>
  z.number({ message }).int(message).min(min, message).max(max, message).nullable().optional();

export const submissionSchema = z
  .object({
    petName: z
      .string({ message: SUBMIT_MESSAGES.name.title })
      .trim()
      .min(1, SUBMIT_MESSAGES.name.title)
      .max(PET_NAME_MAX, `Pet name must be at most ${PET_NAME_MAX} characters`),
    petTypeId: z
      .number({ message: SUBMIT_MESSAGES.petType })
      .int(SUBMIT_MESSAGES.petType)
      .min(1, SUBMIT_MESSAGES.petType)
      .max(5, SUBMIT_MESSAGES.petType),
    petBreed: z
      .string({ message: SUBMIT_MESSAGES.breed })
      .trim()
      .min(1, SUBMIT_MESSAGES.breed)
      .max(BREED_MAX, `Breed or species must be at most ${BREED_MAX} characters`),
    petAge: z
      .number({ message: 'Age must be a whole number' })
      .int('Age must be a whole number')
      .min(0, 'Age must be 0 or more')
      .max(100, 'Age must be 100 or less')
      .nullable()
      .optional(),
    petAgeUnknown: z.boolean().optional().default(false),
    petBirthMonth: optionalInt(1, 12, 'Birth month must be between 1 and 12'),
    petBirthDay: optionalInt(1, 31, 'Birth day must be between 1 and 31'),
    petIsRescue: z.boolean({ message: STEP_MESSAGES.rescue }),
    petPhoto: z.union([z.string().max(DATA_URL_MAX, IMAGE_TOO_LARGE), z.null()]).optional(),
    answers: z
      .array(z.object({ questionId: z.number().int().positive(), optionId: z.number().int().positive() }))
      .max(50, SUBMIT_MESSAGES.answers)
      .optional()
      .default([]),
    textResponses: z
      .array(
        z
          .string({ message: SUBMIT_MESSAGES.answers })
          .max(TEXT_ANSWER_MAX, `Each answer must be at most ${TEXT_ANSWER_MAX} characters`),
        {
          message: SUBMIT_MESSAGES.answers,
        },
      )
      .length(TEXT_QUESTION_COUNT, SUBMIT_MESSAGES.answers),
  })
  .refine((v) => v.petAgeUnknown || (v.petAge !== null && v.petAge !== undefined), {
    message: SUBMIT_MESSAGES.age,
    path: ['petAge'],
  });
export type Submission = z.input<typeof submissionSchema>;

export const updateAssessmentSchema = z
  .object({
    petName: z
      .string()
      .trim()
      .min(1, 'Pet name required')
      .max(PET_NAME_MAX, `Pet name must be at most ${PET_NAME_MAX} characters`)
      .optional(),
    petPhoto: z.string().max(DATA_URL_MAX, IMAGE_TOO_LARGE).optional(),
  })
  .refine((v) => v.petName !== undefined || v.petPhoto !== undefined, {
    message: 'Nothing to update: send petName or petPhoto',
  });

/** One piece of evidence from the analyser. */
export interface Evidence {
  trait: TraitKey;
  /** The owner's own words: a verbatim substring of the answer (a clause, trimmed, <= 120 chars). */
  phrase: string;
  /** Which of the 11 text answers it came from. */
  questionIndex: number;
  /** 'up' = toward the high pole (Independent / Confident / Active / Flexible). */
  direction: 'up' | 'down';
  weight: number;
}

export interface TraitAnalysis {
  score: 1 | 2 | 3 | 4;
  /** 0-1: how sure the analyser is of this score. */
  confidence: number;
  /** Up to 3, strongest first. */
  evidence: Evidence[];
  /** True when the letter could easily have gone the other way. */
  closeCall: boolean;
}

export interface StoredAnalysis {
  traits: Record<TraitKey, TraitAnalysis>;
  closeCalls: TraitKey[];
}

export interface AssessmentListItem {
  id: number;
  petName: string;
  petTypeName: string;
  archetypeName: string;
  archetypeId: number;
  date: string;
  petPhoto: string | null;
}

export interface AssessmentResult {
  assessment: {
    id: number;
    petName: string;
    petPhoto: string | null;
    petTypeId: number;
    petTypeName: string;
    petBreed: string | null;
    petAge: number | null;
    petAgeUnknown: boolean;
    petBirthMonth: number | null;
    petBirthDay: number | null;
    petIsRescue: boolean;
    archetypeId: number;
    archetypeCode: string | null;
    archetypeName: string;
    archetypeDescription: string;
    archetype: { id: number; name: string; title: string; code: string; description: string; traits: string[] };
    date: string;
    isShared: boolean;
    independenceScore: number | null;
    confidenceScore: number | null;
    activityScore: number | null;
    flexibilityScore: number | null;
    /** Each trait's evidence in the owner's own words, confidence and close call. */
    analysis: StoredAnalysis | null;
    /** The 11 text answers (owner only; never on the shared view). */
    textResponses: string[];
  };
  traits: { id: number; name: string; score: number }[];
  activities: { id: number; text: string; icon: string | null }[];
  careTips: { id: number; text: string }[];
}

/** The public view of a shared assessment: no owner data, no text answers. */
export interface SharedAssessment {
  assessment: {
    id: number;
    petName: string;
    petPhoto: string | null;
    petTypeName: string;
    archetypeId: number;
    archetypeCode: string | null;
    archetypeName: string;
    archetypeDescription: string;
    date: string;
  };
  traits: { id: number; name: string; score: number }[];
  activities: { id: number; text: string; icon: string | null }[];
  careTips: { id: number; text: string }[];
}
