/** Writes src/shared/routes.generated.ts, the Zod-free route table, from the contracts. */
import { writeFileSync } from 'node:fs';
import { renderRouteTable, ROUTE_TABLE_FILE } from '#shared/contracts/route-table.ts';

writeFileSync(ROUTE_TABLE_FILE, renderRouteTable());
console.log(`wrote ${ROUTE_TABLE_FILE}`);
