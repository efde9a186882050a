/**
 * The admin's calls (the admin only, enforced by the server): users and their roles, stats, survey
 * e-mail; and the moderation queue, which moderators reach too.
 */
import { z } from 'zod';
import { endpoint } from './define.ts';
import {
  ADMIN_MESSAGES,
  isValidSenderAddress,
  USER_NOT_FOUND,
  USERS_PAGE_DEFAULT,
  USERS_PAGE_MAX,
} from '#shared/rules/admin.ts';
import { ASSIGNABLE_ROLES } from '#shared/roles.ts';
import { publicUserSchema } from './auth.ts';
import { idParam } from './common.ts';

/**
 * A user as the admin's table lists it: the same fields as the current user's reply, role included,
 * and whether the owner opened a link sent to the address (docs/decisions/0038).
 */
export const adminUserSchema = publicUserSchema.extend({ emailConfirmed: z.boolean() });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  /** Users with an e-mail address. */
  emailVerified: z.number().int(),
  /** Users whose address is confirmed (they opened a link sent to it). */
  emailConfirmed: z.number().int(),
  /** Users with a saved human personality type. */
  mbtiCompleted: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const senderConfigSchema = z.object({
  verifiedSender: z.string().nullable(),
  apiKeyConfigured: z.boolean(),
});

/** One reported post or reply in the moderation queue. */
export const reportedPostSchema = z.object({
  postId: z.number().int(),
  boardId: z.number().int(),
  boardName: z.string(),
  parentId: z.number().int().nullable(),
  authorName: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  reportCount: z.number().int(),
  reasons: z.array(z.string()),
  lastReportedAt: z.string(),
});
export type ReportedPost = z.infer<typeof reportedPostSchema>;

const userParams = z.object({ id: idParam(USER_NOT_FOUND) });

export const adminEndpoints = {
  listUsers: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    summary: 'Users by id, searchable by username, name or e-mail (?q=), in pages (?offset=&limit=)',
    tag: 'admin',
    query: z.object({
      q: z.string().trim().max(200, 'Search terms can be at most 200 characters').optional(),
      offset: z.coerce.number().int().min(0).default(0),
      limit: z.coerce.number().int().min(1).max(USERS_PAGE_MAX).default(USERS_PAGE_DEFAULT),
    }),
    status: 200,
    response: z.array(adminUserSchema),
  }),
  userStats: endpoint({
    method: 'GET',
    path: '/api/admin/stats',
    access: 'admin',
    summary:
      'Stats Overview: total users, users with an e-mail (and with a confirmed one), users with a saved human type',
    tag: 'admin',
    status: 200,
    response: adminStatsSchema,
  }),
  deleteUser: endpoint({
    method: 'DELETE',
    path: '/api/admin/users/:id',
    access: 'admin',
    summary: 'Delete a user and everything they wrote, in one transaction (never the admin)',
    tag: 'admin',
    params: userParams,
    status: 204,
    response: null,
  }),
  setUserRole: endpoint({
    method: 'PUT',
    path: '/api/admin/users/:id/role',
    access: 'admin',
    summary: "Make a user a moderator or a member again (the admin's own role never changes); takes effect at once",
    tag: 'admin',
    params: userParams,
    body: z.object({ role: z.enum(ASSIGNABLE_ROLES, { message: ADMIN_MESSAGES.invalidRole }) }),
    status: 200,
    response: adminUserSchema,
  }),
  getSenderConfig: endpoint({
    method: 'GET',
    path: '/api/admin/config-sendgrid',
    access: 'admin',
    summary: 'The verified sender survey e-mails come from, and whether the API key is set',
    tag: 'admin',
    status: 200,
    response: senderConfigSchema,
  }),
  configureSender: endpoint({
    method: 'POST',
    path: '/api/admin/config-sendgrid',
    access: 'admin',
    summary: 'Set the verified sender (From) of survey e-mails',
    tag: 'admin',
    body: z.object({
      verifiedSender: z
        .string({ message: ADMIN_MESSAGES.invalidSender })
        .trim()
        .refine(isValidSenderAddress, ADMIN_MESSAGES.invalidSender),
    }),
    status: 200,
    response: senderConfigSchema,
  }),
  sendSurvey: endpoint({
    method: 'POST',
    path: '/api/admin/send-survey',
    access: 'admin',
    summary: 'Send a survey invitation to a user through SendGrid',
    tag: 'admin',
    body: z.object({
      userId: z.number({ message: USER_NOT_FOUND }).int(USER_NOT_FOUND).positive(USER_NOT_FOUND),
      email: z.string({ message: ADMIN_MESSAGES.emailMismatch }).trim().min(1, ADMIN_MESSAGES.noEmail),
    }),
    status: 200,
    response: z.object({ message: z.string(), sentAt: z.string() }),
  }),
};

/** The moderation queue: moderators and the admin. */
export const moderationEndpoints = {
  listReports: endpoint({
    method: 'GET',
    path: '/api/moderation/reports',
    access: 'moderator',
    summary: 'The moderation queue: reported posts and replies with open reports, newest report first',
    tag: 'moderation',
    status: 200,
    response: z.array(reportedPostSchema),
  }),
  resolveReport: endpoint({
    method: 'POST',
    path: '/api/moderation/reports/:postId',
    access: 'moderator',
    summary: "Act on a reported post: 'delete' it (with its replies and images) or 'dismiss' its reports",
    tag: 'moderation',
    params: z.object({ postId: idParam('Post not found') }),
    body: z.object({ action: z.enum(['delete', 'dismiss'], { message: "action must be 'delete' or 'dismiss'" }) }),
    status: 200,
    response: z.object({ postId: z.number().int(), action: z.enum(['delete', 'dismiss']) }),
  }),
};
