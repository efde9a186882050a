-- One stored form of an assessment's trait scores: the four score columns. Every existing
-- assessment keeps its result: missing columns are filled from assessment_traits (trait ids 1-4 in
-- the order independence, confidence, activity, flexibility), and failing that from the code's
-- letter (high pole 3, low pole 2); the per-trait score copy inside the analysis JSON is removed.
UPDATE "assessments" a SET
  "independence_score" = COALESCE(a."independence_score", (SELECT t."score" FROM "assessment_traits" t WHERE t."assessment_id" = a."id" AND t."trait_id" = 1)),
  "confidence_score" = COALESCE(a."confidence_score", (SELECT t."score" FROM "assessment_traits" t WHERE t."assessment_id" = a."id" AND t."trait_id" = 2)),
  "activity_score" = COALESCE(a."activity_score", (SELECT t."score" FROM "assessment_traits" t WHERE t."assessment_id" = a."id" AND t."trait_id" = 3)),
  "flexibility_score" = COALESCE(a."flexibility_score", (SELECT t."score" FROM "assessment_traits" t WHERE t."assessment_id" = a."id" AND t."trait_id" = 4));--> statement-breakpoint
UPDATE "assessments" a SET "archetype_code" = r."code" FROM "archetypes" r WHERE r."id" = a."archetype_id" AND a."archetype_code" IS NULL;--> statement-breakpoint
UPDATE "assessments" SET
  "independence_score" = COALESCE("independence_score", CASE WHEN substr("archetype_code", 1, 1) = 'I' THEN 3 ELSE 2 END),
  "confidence_score" = COALESCE("confidence_score", CASE WHEN substr("archetype_code", 2, 1) = 'C' THEN 3 ELSE 2 END),
  "activity_score" = COALESCE("activity_score", CASE WHEN substr("archetype_code", 3, 1) = 'A' THEN 3 ELSE 2 END),
  "flexibility_score" = COALESCE("flexibility_score", CASE WHEN substr("archetype_code", 4, 1) = 'F' THEN 3 ELSE 2 END);--> statement-breakpoint
UPDATE "assessments" SET "analysis" = jsonb_set("analysis", '{traits}', (SELECT COALESCE(jsonb_object_agg(e.key, e.value - 'score'), '{}'::jsonb) FROM jsonb_each("analysis"->'traits') e)) WHERE jsonb_typeof("analysis"->'traits') = 'object';--> statement-breakpoint
DROP TABLE "assessment_traits" CASCADE;--> statement-breakpoint
ALTER TABLE "assessments" ALTER COLUMN "archetype_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ALTER COLUMN "independence_score" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ALTER COLUMN "confidence_score" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ALTER COLUMN "activity_score" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ALTER COLUMN "flexibility_score" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "question_options" ALTER COLUMN "trait_scores" SET DATA TYPE jsonb USING "trait_scores"::jsonb;
