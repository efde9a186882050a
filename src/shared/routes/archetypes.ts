/**
 * The method, path and access of each archetypes endpoint, with no Zod: the client calls the API through
 * these, and the contracts in src/shared/contracts/archetypes.ts spread them into their endpoints (one
 * definition of each path).
 */
/** The star-sign call's "not found" warning travels as a first entry named 'Error' (the client shows it as a warning). */
export const STAR_SIGN_WARNING_NAME = 'Error';

export const archetypeRoutes = {
  listArchetypes: { method: 'GET', path: '/api/archetypes', access: 'user' },
  getArchetypeSummary: { method: 'GET', path: '/api/archetypes/detail/:id', access: 'user' },
  getArchetypeContent: { method: 'GET', path: '/api/archetypes/:id/content', access: 'user' },
  listArchetypesForPetType: { method: 'GET', path: '/api/archetypes/:petTypeId', access: 'user' },
  listArchetypeBoards: { method: 'GET', path: '/api/archetypes/:id/discussion-boards', access: 'user' },
  famousAnimals: { method: 'POST', path: '/api/famous-animals', access: 'user' },
  starSigns: { method: 'POST', path: '/api/star-signs', access: 'user' },
} as const;
