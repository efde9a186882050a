/**
 * The method, path and access of the norms endpoint ('where my pet stands', issue 25), with no Zod:
 * the client calls it through this, and src/shared/contracts/norms.ts spreads it into its endpoint.
 */
export const normsRoutes = {
  getNorms: { method: 'GET', path: '/api/norms', access: 'public' },
} as const;
