/** The assessments module's public entry: what other modules may use (docs/architecture.md, zones). */
export { scoresOf, sharedAssessmentRow, sharedAssessmentVersion, toShared, type AssessmentRow } from './repository.ts';
export { registerResultPage } from './result-page.ts';
