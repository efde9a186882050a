/** Writes src/shared/routes/<domain>.generated.ts, the Zod-free route tables, from the contracts. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { renderRouteTables } from '#shared/contracts/route-table.ts';

mkdirSync('src/shared/routes', { recursive: true });
for (const [file, text] of Object.entries(renderRouteTables())) {
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
