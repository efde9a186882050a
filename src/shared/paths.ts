/** Filling an endpoint's path and reading an id from a path, with no Zod: used by the client and the contracts. */

/** Fills `:name` segments of a path: `/api/assessments/:id` + {id: 3} -> `/api/assessments/3`. */
export function pathFor(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Parses an id from a route or a query string the way the server does; null when it is not one. */
export function parseNumericId(value: string | number | null | undefined): number | null {
  const text = String(value ?? '');
  if (!/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 ? n : null;
}
