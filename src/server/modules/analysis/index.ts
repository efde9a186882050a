/** The analysis module's public entry: what other modules may use (docs/architecture.md, zones). */
export { analyze } from './analyzer.ts';
