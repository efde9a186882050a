/**
 * The method, path and access of each assessments endpoint, with no Zod: the client calls the API through
 * these, and the contracts in src/shared/contracts/assessments.ts spread them into their endpoints (one
 * definition of each path).
 */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PET_NAME_MAX = 60;

export const assessmentRoutes = {
  submitAssessment: { method: 'POST', path: '/api/submit-assessment', access: 'user' },
  listAssessments: { method: 'GET', path: '/api/assessments', access: 'user' },
  getAssessment: { method: 'GET', path: '/api/assessments/:id', access: 'user' },
  updateAssessment: { method: 'PATCH', path: '/api/assessments/:id', access: 'user' },
  deleteAssessment: { method: 'DELETE', path: '/api/assessments/:id', access: 'user' },
  shareAssessment: { method: 'POST', path: '/api/assessments/:id/share', access: 'user' },
  unshareAssessment: { method: 'DELETE', path: '/api/assessments/:id/share', access: 'user' },
  sharpenAssessment: { method: 'POST', path: '/api/assessments/:id/sharpen', access: 'user' },
  getSharedAssessment: { method: 'GET', path: '/api/shared-assessments/:id', access: 'public' },
} as const;
