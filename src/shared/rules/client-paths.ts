/**
 * The client's screens by path, with no Zod: the router declares its routes from these and every link
 * or navigation builds its target here, so a screen's path is written once (docs/decisions/0029).
 */
type Id = number | string;

export const clientPaths = {
  home: '/',
  welcome: '/welcome',
  auth: '/auth',
  terms: '/terms-of-service',
  /** The privacy section of the terms page. */
  privacy: '/terms-of-service#privacy',
  assessments: '/assessments',
  assessment: '/assessment',
  /** The questionnaire for a new pet of the owner's usual type (skips the pet-type step when it can). */
  newAssessment: '/assessment?skip_pet_type=true',
  archetypeLibrary: '/archetype-library',
  admin: '/admin',
  /** The moderation queue, for moderators (and the admin). */
  moderation: '/moderation',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  changePassword: '/account/password',
  changeEmail: '/account/email',
  /** The owner's notifications, newest first. */
  notifications: '/notifications',
  notificationSettings: '/account/notifications',
  /** The summary e-mail's unsubscribe page (the token in `?token=`), no sign-in needed. */
  unsubscribe: '/unsubscribe',
  results: (assessmentId: Id) => `/results/${assessmentId}`,
  archetypeDetails: (assessmentId: Id) => `/archetype-details/${assessmentId}`,
  discussionBoard: (boardId: Id) => `/discussion-board/${boardId}`,
  /** A board opened at one thread, scrolled to `postId` (the thread or one of its replies) and highlighted. */
  discussionPost: (boardId: Id, threadId: Id, postId: Id = threadId) =>
    `/discussion-board/${boardId}?thread=${threadId}&post=${postId}`,
  archetypeDiscussion: (archetypeId: Id) => `/archetype-discussion/${archetypeId}`,
  shared: (assessmentId: Id) => `/shared/${assessmentId}`,
  pet: (petId: Id) => `/pets/${petId}`,
  household: (petId: Id, otherId: Id) => `/pets/${petId}/household/${otherId}`,
  /** 'Assess Maple again': the questionnaire starting from a pet (skips what it already knows). */
  assessAgain: (petId: Id) => `/assessment?pet=${petId}`,
} as const;

/** The router's patterns for the screens with a parameter (React Router's `:name` syntax). */
export const clientRoutePatterns = {
  results: '/results/:assessmentId',
  archetypeDetails: '/archetype-details/:assessmentId',
  discussionBoard: '/discussion-board/:boardId',
  archetypeDiscussion: '/archetype-discussion/:archetypeId',
  shared: '/shared/:id',
  pet: '/pets/:petId',
  household: '/pets/:petId/household/:otherId',
} as const;
