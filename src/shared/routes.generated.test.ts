import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointsByDomain, renderRouteTables, routeTableFile } from '#shared/contracts/route-table.ts';
import { api } from '#shared/contracts/index.ts';

describe('the Zod-free route tables', () => {
  it.each(Object.entries(renderRouteTables()))(
    '%s is what the contracts say (run `npm run generate:routes` after changing a contract)',
    (file, text) => {
      expect(readFileSync(file, 'utf8')).toBe(text);
    },
  );

  it('hold every endpoint once, with its contract method and path', async () => {
    const seen: string[] = [];
    for (const domain of Object.keys(endpointsByDomain())) {
      const table = (await import(`../../${routeTableFile(domain)}`)) as Record<string, unknown>;
      for (const [name, route] of Object.entries(table)) {
        seen.push(name);
        const e = api[name as keyof typeof api];
        expect(route).toEqual({ method: e.method, path: e.path });
      }
    }
    expect(seen.sort()).toEqual(Object.keys(api).sort());
  });
});
