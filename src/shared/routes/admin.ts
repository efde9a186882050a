/**
 * The method, path and access of each admin endpoint, with no Zod: the client calls the API through
 * these, and the contracts in src/shared/contracts/admin.ts spread them into their endpoints (one
 * definition of each path).
 */
export const adminRoutes = {
  listUsers: { method: 'GET', path: '/api/admin/users', access: 'admin' },
  userStats: { method: 'GET', path: '/api/admin/stats', access: 'admin' },
  deleteUser: { method: 'DELETE', path: '/api/admin/users/:id', access: 'admin' },
  getSenderConfig: { method: 'GET', path: '/api/admin/config-sendgrid', access: 'admin' },
  configureSender: { method: 'POST', path: '/api/admin/config-sendgrid', access: 'admin' },
  sendSurvey: { method: 'POST', path: '/api/admin/send-survey', access: 'admin' },
  listReports: { method: 'GET', path: '/api/admin/reports', access: 'admin' },
  resolveReport: { method: 'POST', path: '/api/admin/reports/:postId', access: 'admin' },
} as const;
