-- Issue 36: a competition with an official event keeps the version of its ruleset its results
-- were signed under (the document as it was), until an admin moves it on with a reason.
CREATE TABLE "competition_rulesets" (
	"competicao" text PRIMARY KEY NOT NULL,
	"ruleset_id" text NOT NULL,
	"ruleset_version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_rulesets_competicao_competitions_id_fk" FOREIGN KEY ("competicao") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action
);
