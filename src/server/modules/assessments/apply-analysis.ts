/**
 * Runs the analyser on a pet's answers and returns what an assessment row stores of it: the four
 * scores, the archetype they spell and each trait's reading. Submit and sharpen both store through it,
 * so a first result and a sharpened one are computed the same way.
 */
import { analyze } from '#server/modules/analysis/index.ts';
import { archetypeByCode } from '#shared/archetypes.ts';
import { speciesForPetType } from '#shared/pet-types.ts';
import { storedReadings } from './repository.ts';

type AnalyzerInput = Parameters<typeof analyze>[0];

export function applyAnalysis(input: {
  textResponses: AnalyzerInput['answers'];
  petTypeId: number;
  choices: AnalyzerInput['choices'];
}) {
  const result = analyze({
    answers: input.textResponses,
    species: speciesForPetType(input.petTypeId),
    choices: input.choices,
  });
  const archetype = archetypeByCode(result.code);
  if (!archetype) throw new Error(`analyser returned an unknown code ${result.code}`);
  return {
    result,
    archetype,
    readings: storedReadings(result.traits),
    /** The assessment columns the analysis sets. */
    columns: {
      independenceScore: result.scores.independence,
      confidenceScore: result.scores.confidence,
      activityScore: result.scores.activity,
      flexibilityScore: result.scores.flexibility,
      archetypeId: archetype.id,
      archetypeCode: archetype.code,
    },
  };
}
