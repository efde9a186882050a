/** The catalog module's public entry: what other modules may use (docs/architecture.md, zones). */
export type { BoardRow, Catalog, StarSignRow } from './catalog.ts';
