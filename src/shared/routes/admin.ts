/**
 * The method, path and access of each admin and moderation endpoint, with no Zod: the client calls the API through
 * these, and the contracts in src/shared/contracts/admin.ts spread them into their endpoints (one
 * definition of each path).
 */
export const adminRoutes = {
  listUsers: { method: 'GET', path: '/api/admin/users', access: 'admin' },
  userStats: { method: 'GET', path: '/api/admin/stats', access: 'admin' },
  deleteUser: { method: 'DELETE', path: '/api/admin/users/:id', access: 'admin' },
  setUserRole: { method: 'PUT', path: '/api/admin/users/:id/role', access: 'admin' },
  getSenderConfig: { method: 'GET', path: '/api/admin/config-sendgrid', access: 'admin' },
  configureSender: { method: 'POST', path: '/api/admin/config-sendgrid', access: 'admin' },
  sendSurvey: { method: 'POST', path: '/api/admin/send-survey', access: 'admin' },
} as const;

/**
 * The moderation queue, for moderators and the admin. Outside /api/admin/*, which stays the admin's
 * alone (the spec's decisions): docs/decisions/0032-roles.md.
 */
export const moderationRoutes = {
  listReports: { method: 'GET', path: '/api/moderation/reports', access: 'moderator' },
  resolveReport: { method: 'POST', path: '/api/moderation/reports/:postId', access: 'moderator' },
} as const;
