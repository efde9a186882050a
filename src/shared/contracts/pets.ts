/** The pets contract (issue 24, decision 0042): an owner's pets, their history, households and weekly plan. */
import { z } from 'zod';
import { TRAIT_KEYS } from '#shared/archetypes.ts';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, PET_NAME_MAX } from '#shared/rules/assessments.ts';
import { ISO_WEEK_PATTERN, PET_MESSAGES, PET_NOT_FOUND, mondayOfIsoWeek } from '#shared/rules/pets.ts';
import { ASSESSMENT_NOT_FOUND } from '#shared/rules/assessments.ts';
import { idParam } from './common.ts';
import { endpoint } from './define.ts';

const DATA_URL_MAX = Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 200;
const traitKey = z.enum(TRAIT_KEYS);
const score = z.number().int().min(1).max(4);
const scores = z.object({ independence: score, confidence: score, activity: score, flexibility: score });

export const petLatestSchema = z.object({
  assessmentId: z.number().int(),
  archetypeId: z.number().int(),
  archetypeCode: z.string(),
  archetypeName: z.string(),
  date: z.string(),
});

export const petSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  petTypeId: z.number().int(),
  petTypeName: z.string(),
  /** The species typed for 'Other' (null until assessments carry it). */
  petTypeOther: z.string().nullable(),
  species: z.string(),
  breed: z.string().nullable(),
  age: z.number().int().nullable(),
  ageUnknown: z.boolean(),
  birthMonth: z.number().int().nullable(),
  birthDay: z.number().int().nullable(),
  isRescue: z.boolean(),
  /** The owner's chosen photo, else the newest assessment's. */
  photo: z.string().nullable(),
  assessmentCount: z.number().int(),
  latest: petLatestSchema.nullable(),
});
export type PetSummary = z.infer<typeof petSummarySchema>;

export const petHistoryEntrySchema = z.object({
  assessmentId: z.number().int(),
  date: z.string(),
  archetypeId: z.number().int(),
  archetypeCode: z.string(),
  archetypeName: z.string(),
  scores,
});
export type PetHistoryEntry = z.infer<typeof petHistoryEntrySchema>;

export const petChangeSchema = z.object({
  /** The newer assessment and the one it is compared with. */
  assessmentId: z.number().int(),
  previousAssessmentId: z.number().int(),
  date: z.string(),
  /** One sentence per trait that moved, e.g. 'More confident than in March: “she greets visitors at the door”, in your words.' */
  lines: z.array(z.object({ trait: traitKey, direction: z.enum(['up', 'down']), text: z.string() })),
  /** When no trait moved. */
  summary: z.string(),
});
export type PetChange = z.infer<typeof petChangeSchema>;

export const petDetailSchema = z.object({
  pet: petSummarySchema,
  /** Oldest first: the trait history the chart draws. */
  history: z.array(petHistoryEntrySchema),
  /** Newest first: what changed at each newer assessment. */
  changes: z.array(petChangeSchema),
  /** The owner's other pets, for the household links. */
  otherPets: z.array(z.object({ id: z.number().int(), name: z.string(), species: z.string() })),
});
export type PetDetail = z.infer<typeof petDetailSchema>;

export const updatePetSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Pet name required')
      .max(PET_NAME_MAX, `Pet name must be at most ${PET_NAME_MAX} characters`)
      .optional(),
    photo: z.string().max(DATA_URL_MAX, IMAGE_TOO_LARGE).optional(),
  })
  .refine((v) => v.name !== undefined || v.photo !== undefined, { message: PET_MESSAGES.nothingToUpdate });

const planDaySchema = z.object({
  day: z.number().int().min(0).max(6),
  label: z.string(),
  date: z.string(),
  activity: z.object({ text: z.string(), icon: z.string().nullable() }),
  careTip: z.string(),
  done: z.boolean(),
});

export const petPlanSchema = z.object({
  petId: z.number().int(),
  petName: z.string(),
  week: z.string(),
  archetypeName: z.string(),
  /** The assessment the plan follows (the newest). */
  assessmentId: z.number().int(),
  days: z.array(planDaySchema),
});
export type PetPlan = z.infer<typeof petPlanSchema>;

const householdPetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  species: z.string(),
  petTypeName: z.string(),
  photo: z.string().nullable(),
  archetypeCode: z.string(),
  archetypeName: z.string(),
});

export const householdSchema = z.object({
  a: householdPetSchema,
  b: householdPetSchema,
  /** One line: how they are likely to get along overall. */
  headline: z.string(),
  species: z.object({ outlook: z.string(), introductions: z.string(), resources: z.string(), routines: z.string() }),
  traits: z.array(
    z.object({
      trait: traitKey,
      name: z.string(),
      kind: z.enum(['bothHigh', 'bothLow', 'mixed']),
      letters: z.string(),
      outlook: z.string(),
      helps: z.string(),
    }),
  ),
});
export type Household = z.infer<typeof householdSchema>;

const petParams = z.object({ id: idParam(PET_NOT_FOUND) });
const weekParam = z
  .string()
  .regex(ISO_WEEK_PATTERN, PET_MESSAGES.week)
  .refine((w) => mondayOfIsoWeek(w) !== null, PET_MESSAGES.week);

export const petEndpoints = {
  listPets: endpoint({
    method: 'GET',
    path: '/api/pets',
    access: 'user',
    summary: "The signed-in owner's pets, newest assessed first",
    tag: 'pets',
    status: 200,
    response: z.array(petSummarySchema),
  }),
  getPet: endpoint({
    method: 'GET',
    path: '/api/pets/:id',
    access: 'user',
    summary: 'One of the owner’s pets with its assessments, trait history and what changed',
    tag: 'pets',
    params: petParams,
    status: 200,
    response: petDetailSchema,
  }),
  updatePet: endpoint({
    method: 'PATCH',
    path: '/api/pets/:id',
    access: 'user',
    summary: 'Rename the pet (its assessments too) or choose its photo (a data URL)',
    tag: 'pets',
    params: petParams,
    body: updatePetSchema,
    status: 200,
    response: petDetailSchema,
  }),
  deletePet: endpoint({
    method: 'DELETE',
    path: '/api/pets/:id',
    access: 'user',
    summary: 'Delete a pet with all its assessments and photos',
    tag: 'pets',
    params: petParams,
    status: 204,
    response: null,
  }),
  getPetPlan: endpoint({
    method: 'GET',
    path: '/api/pets/:id/plan',
    access: 'user',
    summary: "This week's seven-day plan for the pet (or the given ISO week), with the owner's ticks",
    tag: 'pets',
    params: petParams,
    query: z.object({ week: weekParam.optional() }),
    status: 200,
    response: petPlanSchema,
  }),
  tickPetPlan: endpoint({
    method: 'PUT',
    path: '/api/pets/:id/plan/:week/:day',
    access: 'user',
    summary: 'Tick (or untick) one day of a week’s plan',
    tag: 'pets',
    params: z.object({
      id: idParam(PET_NOT_FOUND),
      week: weekParam,
      day: z
        .string()
        .regex(/^[0-6]$/, PET_MESSAGES.day)
        .transform(Number),
    }),
    body: z.object({ done: z.boolean({ message: 'done must be true or false' }) }),
    status: 200,
    response: petPlanSchema,
  }),
  getHousehold: endpoint({
    method: 'GET',
    path: '/api/pets/:a/household/:b',
    access: 'user',
    summary: 'How two of the owner’s pets are likely to get along, and what helps',
    tag: 'pets',
    params: z.object({ a: idParam(PET_NOT_FOUND), b: idParam(PET_NOT_FOUND) }),
    status: 200,
    response: householdSchema,
  }),
  mergePets: endpoint({
    method: 'POST',
    path: '/api/pets/:id/merge',
    access: 'user',
    summary: 'Merge another of the owner’s pets into this one (its assessments move here)',
    tag: 'pets',
    params: petParams,
    body: z.object({ fromPetId: z.number({ message: 'Choose the pet to merge' }).int().positive() }),
    status: 200,
    response: petDetailSchema,
  }),
  moveAssessment: endpoint({
    method: 'POST',
    path: '/api/assessments/:id/move',
    access: 'user',
    summary: 'Move an assessment to another of the owner’s pets, or to a new pet (petId null)',
    tag: 'pets',
    params: z.object({ id: idParam(ASSESSMENT_NOT_FOUND) }),
    body: z.object({ petId: z.number({ message: 'Choose a pet' }).int().positive().nullable() }),
    status: 200,
    response: z.object({ assessmentId: z.number().int(), petId: z.number().int() }),
  }),
};
