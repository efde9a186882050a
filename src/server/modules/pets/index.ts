/** The pets module's public entry: what other modules may use (docs/architecture.md, zones). */
export { currentPetPhoto, dropPetIfEmpty, linkPetForSubmission } from './repository.ts';
