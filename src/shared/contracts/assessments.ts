/** The assessment contract: submission rules with the product's messages (docs/product-rules.md), response shapes and endpoints. */
import { z } from 'zod';
import { TRAIT_KEYS } from '#shared/archetypes.ts';
import { OTHER_PET_TYPE_ID, PET_TYPES } from '#shared/pet-types.ts';
import { TEXT_QUESTION_IDS } from '#shared/questions.ts';
import { followUpQuestion } from '#shared/follow-ups.ts';
import { endpoint } from './define.ts';
import {
  ASSESSMENT_NOT_FOUND,
  BREED_MAX,
  IMAGE_MAX_BYTES,
  IMAGE_TOO_LARGE,
  PET_AGE_MAX,
  PET_NAME_MAX,
  RESULTS_NOT_FOUND,
  SHARPEN_MESSAGES,
  STEP_MESSAGES,
  SUBMIT_MESSAGES,
  TEXT_ANSWER_MAX,
  TEXT_QUESTION_COUNT,
} from '#shared/rules/assessments.ts';
import { idParam } from './common.ts';

/** A data URL of a 5 MB image is about 6.7 MB of text. */
const DATA_URL_MAX = Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 200;

const optionalInt = (min: number, max: number, message: string) =>
  z.number({ message }).int(message).min(min, message).max(max, message).nullable().optional();

/**
 * The rules of one answer, shared by the questionnaire's steps and the submission; only the message
 * differs (a step says 'Breed or species required', the submission 'Breed or species missing').
 */
const petNameField = (message: string) =>
  z.string({ message }).trim().min(1, message).max(PET_NAME_MAX, `Pet name must be at most ${PET_NAME_MAX} characters`);
const petTypeIdField = (message: string) =>
  z
    .number({ message })
    .int(message)
    .refine((id) => PET_TYPES.some((p) => p.id === id), message);
const petBreedField = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(1, message)
    .max(BREED_MAX, `Breed or species must be at most ${BREED_MAX} characters`);
const petAgeField = (messages: { int: string; min: string; max: string }) =>
  z
    .number({ message: messages.int })
    .int(messages.int)
    .min(0, messages.min)
    .max(PET_AGE_MAX, messages.max)
    .nullable()
    .optional();
const petBirthdayFields = {
  petBirthMonth: optionalInt(1, 12, 'Birth month must be between 1 and 12'),
  petBirthDay: optionalInt(1, 31, 'Birth day must be between 1 and 31'),
};
/** An age is given, or the owner said they don't know it. */
const ageGiven = (v: { petAge?: number | null | undefined; petAgeUnknown: boolean }) =>
  v.petAgeUnknown || (v.petAge !== null && v.petAge !== undefined);
const petIsRescueField = z.boolean({ message: STEP_MESSAGES.rescue });

/**
 * The questionnaire's steps, each checking its part of the submission with the step's message
 * (docs/product-rules.md, The questionnaire). The client feeds them the same values buildSubmission would send.
 */
export const stepSchemas = {
  /** Continue is enabled only with a listed type, or 'Other (specify)' with its text. */
  petType: z
    .object({ petTypeId: petTypeIdField(SUBMIT_MESSAGES.petType), otherType: z.string() })
    .refine((v) => v.petTypeId !== OTHER_PET_TYPE_ID || v.otherType.trim() !== '', {
      message: SUBMIT_MESSAGES.petType,
      path: ['otherType'],
    }),
  breed: z.object({ petBreed: petBreedField(STEP_MESSAGES.breed) }),
  age: z
    .object({
      petAge: petAgeField({
        int: STEP_MESSAGES.age.description,
        min: STEP_MESSAGES.age.description,
        max: STEP_MESSAGES.age.description,
      }),
      petAgeUnknown: z.boolean(),
      ...petBirthdayFields,
    })
    .refine(ageGiven, { message: STEP_MESSAGES.age.description, path: ['petAge'] }),
  name: z.object({ petName: petNameField(STEP_MESSAGES.name) }),
  rescue: z.object({ petIsRescue: petIsRescueField }),
};

export const submissionSchema = z
  .object({
    petName: petNameField(SUBMIT_MESSAGES.name.title),
    petTypeId: petTypeIdField(SUBMIT_MESSAGES.petType),
    /** What the owner typed for 'Other (specify)'; kept only with pet type 5 (Other). */
    petTypeOther: z
      .string()
      .trim()
      .max(BREED_MAX, `The kind of animal must be at most ${BREED_MAX} characters`)
      .nullable()
      .optional(),
    petBreed: petBreedField(SUBMIT_MESSAGES.breed),
    petAge: petAgeField({
      int: 'Age must be a whole number',
      min: 'Age must be 0 or more',
      max: `Age must be ${PET_AGE_MAX} or less`,
    }),
    petAgeUnknown: z.boolean().optional().default(false),
    ...petBirthdayFields,
    petIsRescue: petIsRescueField,
    /** 'Assess Maple again': the owner's pet this assessment is of (none: linked by name and type, or a new pet). */
    petId: z.number({ message: 'Pet not found' }).int('Pet not found').positive('Pet not found').optional(),
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
  .refine(ageGiven, {
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

const traitKeySchema = z.enum(TRAIT_KEYS);

/**
 * Where a piece of evidence came from: a text answer (by its question's id, src/shared/questions.ts)
 * or a follow-up answer that sharpened a close call (by its follow-up question's id,
 * src/shared/follow-ups.ts).
 */
export const evidenceSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('answer'), questionId: z.enum(TEXT_QUESTION_IDS) }),
  z.object({ kind: z.literal('follow-up'), questionId: z.string() }),
]);
export type EvidenceSource = z.infer<typeof evidenceSourceSchema>;

/** One piece of evidence from the analyser. */
export const evidenceSchema = z.object({
  trait: traitKeySchema,
  /** The owner's own words: a verbatim substring of the answer (a clause, trimmed, <= 120 chars), or the chosen option. */
  phrase: z.string(),
  source: evidenceSourceSchema,
  /** 'up' = toward the high pole (Independent / Confident / Active / Flexible). */
  direction: z.enum(['up', 'down']),
  weight: z.number(),
});
export type Evidence = z.infer<typeof evidenceSchema>;

export const traitScoreSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type TraitScore = z.infer<typeof traitScoreSchema>;

/** How the analyser read one trait (its score is stored once, in the assessment's score columns). */
export const traitReadingSchema = z.object({
  /** 0-1: how sure the analyser is of this score. */
  confidence: z.number(),
  /** Up to 3, strongest first. */
  evidence: z.array(evidenceSchema),
  /** True when the letter could easily have gone the other way. */
  closeCall: z.boolean(),
});
export type TraitReading = z.infer<typeof traitReadingSchema>;

/** A trait as the analyser returns it: the reading plus the score. */
export const traitAnalysisSchema = traitReadingSchema.extend({ score: traitScoreSchema });
export type TraitAnalysis = z.infer<typeof traitAnalysisSchema>;

const byTrait = <S extends z.ZodType>(schema: S) =>
  z.object({ independence: schema, confidence: schema, activity: schema, flexibility: schema });

/** One answered follow-up question (src/shared/follow-ups.ts ids). */
export const followUpAnswerSchema = z.object({
  questionId: z.string().max(60, SHARPEN_MESSAGES.question),
  optionId: z.string().max(60, SHARPEN_MESSAGES.option),
});
export type FollowUpAnswer = z.infer<typeof followUpAnswerSchema>;

/** The analysis as stored with an assessment (jsonb): readings per trait, close calls, chosen options. */
export const storedAnalysisSchema = z.object({
  traits: byTrait(traitReadingSchema),
  closeCalls: z.array(traitKeySchema),
  answers: z.array(z.object({ questionId: z.number().int(), optionId: z.number().int() })).optional(),
  /** Follow-up answers that sharpened close calls, oldest first (each trait at most once). */
  followUps: z.array(followUpAnswerSchema.extend({ trait: traitKeySchema })).optional(),
});
export type StoredAnalysis = z.infer<typeof storedAnalysisSchema>;

/**
 * Evidence as rows stored before decision 0027 carry it: the answer's position instead of a source,
 * -1 for a follow-up answer. Read both shapes.
 */
type StoredEvidence = Evidence | (Omit<Evidence, 'source'> & { questionIndex: number });

/** Today's shape of a stored piece of evidence; a follow-up's question is found among the row's follow-up answers. */
export function evidenceOf(e: StoredEvidence, followUps: StoredAnalysis['followUps'] = []): Evidence {
  if ('source' in e) return e;
  const { questionIndex, ...rest } = e;
  const questionId = TEXT_QUESTION_IDS[questionIndex];
  if (questionId) return { ...rest, source: { kind: 'answer', questionId } };
  const mine = followUps.filter((f) => f.trait === e.trait);
  const chosen = mine.find((f) => {
    const text = followUpQuestion(f.questionId)?.options.find((o) => o.id === f.optionId)?.text;
    return text !== undefined && text.split('{name}').every((part) => e.phrase.includes(part));
  });
  return { ...rest, source: { kind: 'follow-up', questionId: (chosen ?? mine[0])?.questionId ?? '' } };
}

/** A stored analysis with every piece of evidence in today's shape (older rows: see evidenceOf). */
export function upgradeStoredAnalysis(a: StoredAnalysis): StoredAnalysis {
  const traits = Object.fromEntries(
    TRAIT_KEYS.map((k) => [
      k,
      { ...a.traits[k], evidence: (a.traits[k].evidence as StoredEvidence[]).map((e) => evidenceOf(e, a.followUps)) },
    ]),
  ) as StoredAnalysis['traits'];
  return { ...a, traits };
}

/** The analysis as the result page reads it: each trait with its score. */
export const analysisViewSchema = z.object({
  traits: byTrait(traitAnalysisSchema),
  closeCalls: z.array(traitKeySchema),
});
export type AnalysisView = z.infer<typeof analysisViewSchema>;

/** The body of a sharpen request: one trait and the chosen options of its follow-up questions. */
export const sharpenBodySchema = z
  .object({
    trait: z.enum(TRAIT_KEYS, { message: SHARPEN_MESSAGES.trait }),
    answers: z
      .array(followUpAnswerSchema, { message: SHARPEN_MESSAGES.none })
      .min(1, SHARPEN_MESSAGES.none)
      .max(2, SHARPEN_MESSAGES.tooMany),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.answers.forEach((a, i) => {
      const q = followUpQuestion(a.questionId);
      if (!q || q.trait !== v.trait) {
        ctx.addIssue({ code: 'custom', message: SHARPEN_MESSAGES.question, path: ['answers', i, 'questionId'] });
      } else if (!q.options.some((o) => o.id === a.optionId)) {
        ctx.addIssue({ code: 'custom', message: SHARPEN_MESSAGES.option, path: ['answers', i, 'optionId'] });
      }
      if (seen.has(a.questionId)) {
        ctx.addIssue({ code: 'custom', message: SHARPEN_MESSAGES.twice, path: ['answers', i, 'questionId'] });
      }
      seen.add(a.questionId);
    });
  });

/** Follow-up questions for one close-call trait, worded for the pet (no deltas). */
export const followUpSetSchema = z.object({
  trait: traitKeySchema,
  questions: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      options: z.array(z.object({ id: z.string(), text: z.string() })),
    }),
  ),
});
export type FollowUpSet = z.infer<typeof followUpSetSchema>;

const scoreWithLabel = z.object({ score: traitScoreSchema, label: z.string() });

export const traitChangeSchema = z.object({
  trait: traitKeySchema,
  before: scoreWithLabel,
  after: scoreWithLabel,
  /** True when the follow-up left the score as it was (the answer confirmed it). */
  unchanged: z.boolean(),
});
export type TraitChange = z.infer<typeof traitChangeSchema>;

export const assessmentListItemSchema = z.object({
  id: z.number().int(),
  petName: z.string(),
  petTypeName: z.string(),
  petTypeId: z.number().int(),
  archetypeName: z.string(),
  archetypeId: z.number().int(),
  date: z.string(),
  petPhoto: z.string().nullable(),
});
export type AssessmentListItem = z.infer<typeof assessmentListItemSchema>;

const resultTraitSchema = z.object({ id: z.number().int(), name: z.string(), score: traitScoreSchema });
const activitySchema = z.object({ id: z.number().int(), text: z.string(), icon: z.string().nullable() });
const careTipSchema = z.object({ id: z.number().int(), text: z.string() });

const resultListsShape = {
  traits: z.array(resultTraitSchema),
  activities: z.array(activitySchema),
  careTips: z.array(careTipSchema),
};

const sharedAssessmentShape = {
  id: z.number().int(),
  petName: z.string(),
  petPhoto: z.string().nullable(),
  /** The pet type's name, or for 'Other' what the owner typed ("Guinea pig"; 'Other' when nothing was). */
  petTypeName: z.string(),
  /** Which species' pictures and advice the pet gets (1 dog ... 5 other). */
  petTypeId: z.number().int(),
  archetypeId: z.number().int(),
  archetypeCode: z.string(),
  archetypeName: z.string(),
  archetypeDescription: z.string(),
  date: z.string(),
};

export const assessmentResultSchema = z.object({
  assessment: z.object({
    ...sharedAssessmentShape,
    petBreed: z.string().nullable(),
    petAge: z.number().int().nullable(),
    petAgeUnknown: z.boolean(),
    petBirthMonth: z.number().int().nullable(),
    petBirthDay: z.number().int().nullable(),
    petIsRescue: z.boolean(),
    archetype: z.object({
      id: z.number().int(),
      name: z.string(),
      title: z.string(),
      code: z.string(),
      description: z.string(),
      traits: z.array(z.string()),
    }),
    isShared: z.boolean(),
    /** The pet this assessment is of (its page: /pets/{petId}). */
    petId: z.number().int().nullable(),
    independenceScore: traitScoreSchema,
    confidenceScore: traitScoreSchema,
    activityScore: traitScoreSchema,
    flexibilityScore: traitScoreSchema,
    /** Each trait's evidence in the owner's own words, confidence and close call. */
    analysis: analysisViewSchema.nullable(),
    /** The text answers, TEXT_QUESTION_COUNT of them (owner only; never on the shared view). */
    textResponses: z.array(z.string()),
    /** 'Help us sharpen this': follow-up questions for each close call not sharpened yet (owner only). */
    followUps: z.array(followUpSetSchema).optional(),
  }),
  ...resultListsShape,
});
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;

export const sharpenResultSchema = z.object({
  result: assessmentResultSchema,
  /** The sharpened trait, and any other trait whose score moved. */
  changes: z.array(traitChangeSchema),
});
export type SharpenResult = z.infer<typeof sharpenResultSchema>;

/** The public view of a shared assessment: no owner data, no text answers. */
export const sharedAssessmentSchema = z.object({
  assessment: z.object(sharedAssessmentShape),
  ...resultListsShape,
});
export type SharedAssessment = z.infer<typeof sharedAssessmentSchema>;

export const submittedAssessmentSchema = z.object({
  id: z.number().int(),
  /** The pet it was linked to or created for. */
  petId: z.number().int(),
  petName: z.string(),
  petTypeId: z.number().int(),
  petPhoto: z.string().nullable(),
  archetypeId: z.number().int(),
  archetypeCode: z.string(),
  archetypeName: z.string(),
  date: z.string(),
  independenceScore: traitScoreSchema,
  confidenceScore: traitScoreSchema,
  activityScore: traitScoreSchema,
  flexibilityScore: traitScoreSchema,
  closeCalls: z.array(traitKeySchema),
});
export type SubmittedAssessment = z.infer<typeof submittedAssessmentSchema>;

export const shareStateSchema = z.object({ id: z.number().int(), isShared: z.boolean(), url: z.string() });

const assessmentParams = z.object({ id: idParam(ASSESSMENT_NOT_FOUND) });

export const assessmentEndpoints = {
  submitAssessment: endpoint({
    method: 'POST',
    path: '/api/submit-assessment',
    access: 'user',
    summary: "Submit a pet's answers: analysed and stored in one transaction",
    tag: 'assessments',
    body: submissionSchema,
    status: 201,
    response: submittedAssessmentSchema,
  }),
  listAssessments: endpoint({
    method: 'GET',
    path: '/api/assessments',
    access: 'user',
    summary: "The signed-in owner's assessments, newest first",
    tag: 'assessments',
    status: 200,
    response: z.array(assessmentListItemSchema),
  }),
  getAssessment: endpoint({
    method: 'GET',
    path: '/api/assessments/:id',
    access: 'user',
    summary: "One of the owner's assessments with its traits, evidence, activities and care tips",
    tag: 'assessments',
    params: assessmentParams,
    status: 200,
    response: assessmentResultSchema,
  }),
  updateAssessment: endpoint({
    method: 'PATCH',
    path: '/api/assessments/:id',
    access: 'user',
    summary: 'Rename the pet or change its photo (a data URL)',
    tag: 'assessments',
    params: assessmentParams,
    body: updateAssessmentSchema,
    status: 200,
    response: assessmentResultSchema,
  }),
  deleteAssessment: endpoint({
    method: 'DELETE',
    path: '/api/assessments/:id',
    access: 'user',
    summary: "Delete one of the owner's assessments and its photo",
    tag: 'assessments',
    params: assessmentParams,
    status: 204,
    response: null,
  }),
  shareAssessment: endpoint({
    method: 'POST',
    path: '/api/assessments/:id/share',
    access: 'user',
    summary: 'Share an assessment: /shared/{id} answers from now on',
    tag: 'assessments',
    params: assessmentParams,
    status: 200,
    response: shareStateSchema,
  }),
  unshareAssessment: endpoint({
    method: 'DELETE',
    path: '/api/assessments/:id/share',
    access: 'user',
    summary: 'Stop sharing an assessment',
    tag: 'assessments',
    params: assessmentParams,
    status: 200,
    response: shareStateSchema,
  }),
  sharpenAssessment: endpoint({
    method: 'POST',
    path: '/api/assessments/:id/sharpen',
    access: 'user',
    summary: "Answer a close call's follow-up questions: the assessment is re-scored and stored",
    tag: 'assessments',
    params: assessmentParams,
    body: sharpenBodySchema,
    status: 200,
    response: sharpenResultSchema,
  }),
  getSharedAssessment: endpoint({
    method: 'GET',
    path: '/api/shared-assessments/:id',
    access: 'public',
    summary: 'The public view of a shared assessment (no owner data, no answers)',
    tag: 'assessments',
    params: z.object({ id: idParam(RESULTS_NOT_FOUND) }),
    status: 200,
    response: sharedAssessmentSchema,
  }),
};
