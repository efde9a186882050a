CREATE TABLE "share_cards" (
	"assessment_id" integer NOT NULL,
	"size" text NOT NULL,
	"revision" text NOT NULL,
	"png" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "species_norms" (
	"species" text PRIMARY KEY NOT NULL,
	"pets" integer NOT NULL,
	"counts" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_cards" ADD CONSTRAINT "share_cards_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_cards_assessment_size_unique" ON "share_cards" USING btree ("assessment_id","size");