/** The archetypes module's public entry: what other modules may use. */
export { speciesTexts } from './archetype-content.ts';
