import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderRouteTable, ROUTE_TABLE_FILE } from '#shared/contracts/route-table.ts';
import { api } from '#shared/contracts/index.ts';
import * as routes from './routes.generated.ts';

describe('the Zod-free route table', () => {
  it('is what the contracts say (run `npm run generate:routes` after changing a contract)', () => {
    expect(readFileSync(ROUTE_TABLE_FILE, 'utf8')).toBe(renderRouteTable());
  });

  it('has every endpoint with its contract method and path, and nothing else', () => {
    const table = routes as Record<string, unknown>;
    for (const [name, e] of Object.entries(api)) expect(table[name]).toEqual({ method: e.method, path: e.path });
    expect(Object.keys(table).sort()).toEqual(Object.keys(api).sort());
  });
});
