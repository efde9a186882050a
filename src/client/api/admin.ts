/**
 * The admin dashboard's calls: users (searched and paged on the server, cached 5 minutes), stats,
 * delete, survey e-mail, the verified sender; and the moderation queue (moderators too); with the product's
 * toasts. Naming a moderator is the user table's own call (features/admin/users-card.tsx).
 */
import * as adminRoutes from '#shared/routes/admin.generated.ts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { callApi, errorMessage, queryKeyFor } from '#client/lib/api-client.ts';
import { toast } from '#client/components/ui/use-toast.ts';
import { useUser } from './session.ts';
import type { AdminUser } from '#shared/contracts/admin.ts';

/** docs/product-rules.md, Timing on screen: the admin user list is cached 5 minutes and not refetched on focus. */
export const ADMIN_CACHE_MS = 300_000;
export const USERS_PAGE = 50;
/** The instructions toast follows a failed survey after 1 second and stays 10 seconds. */
export const INSTRUCTIONS_DELAY_MS = 1000;
export const INSTRUCTIONS_DURATION_MS = 10_000;

const USERS_KEY = queryKeyFor(adminRoutes.listUsers);
const STATS_KEY = queryKeyFor(adminRoutes.userStats);
const SENDER_KEY = queryKeyFor(adminRoutes.getSenderConfig);
const REPORTS_KEY = queryKeyFor(adminRoutes.listReports);

const cached = { staleTime: ADMIN_CACHE_MS, gcTime: ADMIN_CACHE_MS, refetchOnWindowFocus: false } as const;

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
    ...cached,
  });
}

export function useAdminStats() {
  const { user } = useUser();
  return useQuery({
    queryKey: STATS_KEY,
    queryFn: () => callApi(adminRoutes.userStats),
    enabled: user !== null,
    ...cached,
  });
}

export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (u: Pick<AdminUser, 'id'>) => callApi(adminRoutes.deleteUser, { params: { id: String(u.id) } }),
    onSuccess: () => {
      toast({
        title: 'User deleted successfully',
        description: 'The user and all associated data have been removed.',
        variant: 'success',
      });
      void qc.invalidateQueries({ queryKey: USERS_KEY });
      void qc.invalidateQueries({ queryKey: STATS_KEY });
      void qc.invalidateQueries({ queryKey: REPORTS_KEY });
    },
    onError: (err) =>
      toast({
        title: 'Failed to delete user',
        description: errorMessage(err),
        variant: 'destructive',
      }),
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

function showSetupInstructions() {
  setTimeout(() => {
    toast({
      title: 'How to set up survey emails',
      description: createElement(
        'ol',
        { className: 'mt-1 list-decimal space-y-0.5 pl-5' },
        SETUP_STEPS.map((s) => createElement('li', { key: s }, s)),
      ),
      duration: INSTRUCTIONS_DURATION_MS,
    });
  }, INSTRUCTIONS_DELAY_MS);
}

export function useSendSurvey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (u: Pick<AdminUser, 'id' | 'email' | 'name' | 'username'>) =>
      callApi(adminRoutes.sendSurvey, { body: { userId: u.id, email: u.email ?? '' } }),
    onMutate: () => {
      toast({ title: 'Sending survey...', description: 'Contacting the email provider.' });
    },
    onSuccess: (_res, u) => {
      toast({
        title: 'Survey email sent',
        description: `Survey invitation sent to ${u.name || u.username} (${u.email})`,
        variant: 'success',
      });
    },
    onError: (err) => {
      const message = errorMessage(err);
      const hint = surveyFailureHint(message);
      toast({
        title: 'Failed to send survey email',
        description: hint
          ? createElement(
              'span',
              { className: 'grid gap-1' },
              createElement('span', null, SURVEY_HINTS[hint]),
              createElement('span', { className: 'text-xs opacity-80' }, message),
            )
          : message,
        variant: 'destructive',
      });
      if (hint) showSetupInstructions();
      void qc.invalidateQueries({ queryKey: SENDER_KEY });
    },
  });
}

export function useSenderConfig() {
  const { user } = useUser();
  return useQuery({
    queryKey: SENDER_KEY,
    queryFn: () => callApi(adminRoutes.getSenderConfig),
    enabled: user !== null,
    ...cached,
  });
}

export function useConfigureSender() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (verifiedSender: string) => callApi(adminRoutes.configureSender, { body: { verifiedSender } }),
    onSuccess: (config) => {
      qc.setQueryData(SENDER_KEY, config);
      toast({
        title: 'SendGrid configured',
        description: `Verified sender email set to ${config.verifiedSender ?? ''}`,
        variant: 'success',
      });
    },
    onError: (err) => toast({ title: 'Configuration failed', description: errorMessage(err), variant: 'destructive' }),
  });
}

export function useReports() {
  const { user } = useUser();
  return useQuery({ queryKey: REPORTS_KEY, queryFn: () => callApi(adminRoutes.listReports), enabled: user !== null });
}

export function useResolveReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { postId: number; action: 'delete' | 'dismiss' }) =>
      callApi(adminRoutes.resolveReport, { params: { postId: String(v.postId) }, body: { action: v.action } }),
    onSuccess: (res) => {
      toast({
        title: res.action === 'delete' ? 'Post deleted' : 'Reports dismissed',
        description:
          res.action === 'delete'
            ? 'The post, its replies and images have been removed.'
            : 'The post stays on its board and leaves the queue.',
        variant: 'success',
      });
      void qc.invalidateQueries({ queryKey: REPORTS_KEY });
    },
    onError: (err) => toast({ title: 'Moderation failed', description: errorMessage(err), variant: 'destructive' }),
  });
}
