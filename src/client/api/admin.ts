/**
 * What the admin dashboard's screens share beyond useEndpointQuery / useEndpointMutation: the cache
 * timing of its lists, their query keys, the user table's server-side search and paging, and the
 * reading of a survey failure. The calls and their toasts are the cards' own (features/admin).
 */
import * as adminRoutes from '#shared/routes/admin.generated.ts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi, queryKeyFor } from '#client/lib/api-client.ts';
import { useUser } from './session.ts';
import type { AdminUser } from '#shared/contracts/admin.ts';

/** docs/product-rules.md, Timing on screen: the admin user list is cached 5 minutes and not refetched on focus. */
export const ADMIN_CACHE_MS = 300_000;
export const USERS_PAGE = 50;
/** The instructions toast follows a failed survey's toast 1 second after it closes, and stays 10 seconds. */
export const INSTRUCTIONS_DELAY_MS = 1000;
export const INSTRUCTIONS_DURATION_MS = 10_000;

export const USERS_KEY = queryKeyFor(adminRoutes.listUsers);
export const STATS_KEY = queryKeyFor(adminRoutes.userStats);
export const SENDER_KEY = queryKeyFor(adminRoutes.getSenderConfig);
export const REPORTS_KEY = queryKeyFor(adminRoutes.listReports);

/** The query options of the dashboard's cached lists (users, stats, sender). */
export const ADMIN_CACHED = {
  staleTime: ADMIN_CACHE_MS,
  gcTime: ADMIN_CACHE_MS,
  refetchOnWindowFocus: false,
  // Back online, only when older than the 5 minutes (the app's default refetches every screen then).
  refetchOnReconnect: true,
} as const;

/** The user table: server-side search (`q`) and pages of 50; runs only when signed in. */
export function useAdminUsers(q: string) {
  const { user } = useUser();
  const term = q.trim();
  return useInfiniteQuery({
    queryKey: [...USERS_KEY, term],
    queryFn: ({ pageParam }) =>
      callApi(adminRoutes.listUsers, { query: { ...(term ? { q: term } : {}), offset: pageParam, limit: USERS_PAGE } }),
    initialPageParam: 0,
    getNextPageParam: (last: AdminUser[], pages) =>
      last.length < USERS_PAGE ? undefined : pages.reduce((n, p) => n + p.length, 0),
    enabled: user !== null,
    ...ADMIN_CACHED,
  });
}

export type SurveyHint = 'sender' | 'api-key' | null;

/** docs/product-rules.md, The admin's survey e-mail: which hint a survey failure message calls for. */
export function surveyFailureHint(message: string): SurveyHint {
  if (/api key/i.test(message) && /missing|not set|not configured/i.test(message)) return 'api-key';
  if (/sender identity|verified sender|unverified|authenticat|unauthori[sz]ed|\b401\b|\b403\b|forbidden/i.test(message))
    return 'sender';
  return null;
}

export const SURVEY_HINTS: Record<Exclude<SurveyHint, null>, string> = {
  sender:
    'The sender email address is not verified with SendGrid. A verified sender setting is needed: use Configure SendGrid with an address you have verified.',
  'api-key': 'The email provider API key (SENDGRID_API_KEY) is not configured on the server.',
};

export const SETUP_STEPS = [
  'Create a SendGrid account.',
  'Verify a sender email address (Settings > Sender Authentication).',
  'Set SENDGRID_API_KEY on the server and add the verified sender with Configure SendGrid.',
  'Restart the server.',
];
