/**
 * The method, path and access of each auth endpoint, with no Zod: the client calls the API through
 * these, and the contracts in src/shared/contracts/auth.ts spread them into their endpoints (one
 * definition of each path).
 */
export const authRoutes = {
  register: { method: 'POST', path: '/api/register', access: 'public' },
  login: { method: 'POST', path: '/api/login', access: 'public' },
  logout: { method: 'POST', path: '/api/logout', access: 'public' },
  currentUser: { method: 'GET', path: '/api/user', access: 'user' },
  saveHumanType: { method: 'POST', path: '/api/user/mbti', access: 'user' },
} as const;

export const accountDataRoutes = {
  exportMyData: { method: 'GET', path: '/api/user/export', access: 'user' },
  deleteMyAccount: { method: 'DELETE', path: '/api/user', access: 'user' },
} as const;
