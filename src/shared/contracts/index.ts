/**
 * Every endpoint of the API, by name. The server registers a route for each (a test fails when one
 * has no route), the OpenAPI document lists them, and the resilience suites read them.
 */
import { archetypeEndpoints } from './archetypes.ts';
import { assessmentEndpoints } from './assessments.ts';
import { accountDataEndpoints, authEndpoints } from './auth.ts';
import { adminEndpoints, moderationEndpoints } from './admin.ts';
import { accountRecoveryEndpoints } from './account-recovery.ts';
import { boardEndpoints, postEndpoints } from './boards.ts';
import { catalogEndpoints } from './catalog.ts';
import { petEndpoints } from './pets.ts';
import { platformEndpoints } from './platform.ts';
import { shareEndpoints } from './share.ts';
import { normsEndpoints } from './norms.ts';
import { pushEndpoints } from './push.ts';
import { notificationEndpoints } from './notifications.ts';

export const api = {
  ...platformEndpoints,
  ...authEndpoints,
  ...catalogEndpoints,
  ...assessmentEndpoints,
  ...petEndpoints,
  ...archetypeEndpoints,
  ...boardEndpoints,
  ...postEndpoints,
  ...accountDataEndpoints,
  ...accountRecoveryEndpoints,
  ...adminEndpoints,
  ...moderationEndpoints,
  ...shareEndpoints,
  ...normsEndpoints,
  ...pushEndpoints,
  ...notificationEndpoints,
};

export type Api = typeof api;
export type EndpointName = keyof Api;
