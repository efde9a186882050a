/**
 * The assessments rules in one place, with no Zod: limits, messages, ids and names that the contracts
 * (src/shared/contracts/assessments.ts), the server and the client all import (docs/decisions/0029).
 */
import { TEXT_QUESTIONS } from '#shared/questions.ts';

/** The largest photo an owner may pick or upload (pet photos and board images). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The toast an owner sees when a picked image is larger than IMAGE_MAX_BYTES. */
export const IMAGE_TOO_LARGE_TOAST = {
  title: 'Image too large',
  description: 'Please select an image smaller than 5MB.',
} as const;
export const PET_NAME_MAX = 60;
/** The oldest age the questionnaire accepts, in years. */
export const PET_AGE_MAX = 100;

export const BREED_MAX = 100;

export const TEXT_ANSWER_MAX = 1000;

/** How many free-text questions the questionnaire asks (and a submission answers). */
export const TEXT_QUESTION_COUNT = TEXT_QUESTIONS.length;

/** The same toast as one server message. */
export const IMAGE_TOO_LARGE = `${IMAGE_TOO_LARGE_TOAST.title}. ${IMAGE_TOO_LARGE_TOAST.description}`;

/** Step-by-step messages of the questionnaire (docs/product-rules.md). */
export const STEP_MESSAGES = {
  breed: 'Breed or species required',
  age: { title: 'Pet age required', description: "Please enter your pet's age or select 'I don't know'" },
  name: 'Pet name required',
  rescue: 'Please make a selection',
} as const;

/** Messages of the server's re-checks of a submission. */
export const SUBMIT_MESSAGES = {
  name: { title: "Please enter your pet's name", description: 'A name is required to complete the assessment' },
  petType: 'Pet type missing',
  breed: 'Breed or species missing',
  age: 'Pet age missing',
  answers: 'Something went wrong',
} as const;

/** Messages of 'Help us sharpen this' (follow-up questions on a close call). */
export const SHARPEN_MESSAGES = {
  trait: 'Unknown trait',
  question: 'Unknown follow-up question',
  option: 'Please choose one of the answers',
  none: 'Please answer at least one question',
  tooMany: 'Too many answers',
  twice: 'Each question can be answered once',
  notCloseCall: 'This trait is not a close call',
  already: 'You have already sharpened this trait',
} as const;

export const ASSESSMENT_NOT_FOUND = 'Assessment not found';

export const RESULTS_NOT_FOUND = 'Results not found';

/**
 * The id of the result page's first screen as the server draws it into the HTML, which the app removes
 * when it shows the screen itself (docs/decisions/0056).
 */
export const FIRST_SCREEN_ID = 'first-screen';
