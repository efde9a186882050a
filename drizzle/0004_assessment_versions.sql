-- Every change of an assessment raises its version, so an answer built from the row at one version
-- can be kept and sent again while the row is still at that version (the result cache,
-- src/server/modules/assessments/result-cache.ts). A trigger, not application code: an update by
-- any path (the owner's edits, sharing, sharpening, an admin, by hand) raises it.
ALTER TABLE "assessments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "raise_assessment_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.version := OLD.version + 1;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "assessments_versioned" BEFORE UPDATE ON "assessments"
	FOR EACH ROW EXECUTE FUNCTION "raise_assessment_version"();
