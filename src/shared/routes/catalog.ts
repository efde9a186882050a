/**
 * The method, path and access of each catalog endpoint, with no Zod: the client calls the API through
 * these, and the contracts in src/shared/contracts/catalog.ts spread them into their endpoints (one
 * definition of each path).
 */
export const catalogRoutes = {
  listPetTypes: { method: 'GET', path: '/api/pet-types', access: 'public' },
  listChoiceQuestions: { method: 'GET', path: '/api/questions/:petTypeId', access: 'public' },
} as const;
