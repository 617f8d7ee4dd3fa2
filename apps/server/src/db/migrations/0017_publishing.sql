-- Issue 40 (ADR 064), the VENUE's side: where a competition is published and how far the site
-- has confirmed it. `local_seq` counts the competition's changes since the link was made (a
-- trigger bumps it); `acked_seq` is the last the site confirmed. The key is kept as entered: the
-- laptop must send it (docs/security.md: a stolen laptop). No foreign key: an import or restore
-- replaces the competition's row, and the link must outlive that.
CREATE TABLE "publication_links" (
	"competicao" text PRIMARY KEY NOT NULL,
	"site_url" text NOT NULL,
	"publication_id" text NOT NULL,
	"key" text NOT NULL,
	"local_seq" bigint DEFAULT 1 NOT NULL,
	"acked_seq" bigint DEFAULT 0 NOT NULL,
	"last_fingerprint" text,
	"state" text DEFAULT 'sending' NOT NULL,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"next_try_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
-- Added by hand (drizzle-kit does not model triggers): every change of a published competition
-- counts one more in its link's `local_seq`, in the writer's own transaction, so the sender knows
-- the site lacks something and a batch read in one snapshot is exactly the state at that count.
-- Every audited write of a competition carries its id (ADR 017), and the panel's pointer moves,
-- which the scoreboard shows, are not audited: both tables fire it. A competition that is not
-- published has no link row: the update by primary key finds nothing and locks nothing.
CREATE FUNCTION "publication_note_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	competition text;
BEGIN
	IF TG_TABLE_NAME = 'audit_log' THEN
		competition := NEW."competition_id";
	ELSE
		competition := NEW."competicao";
	END IF;
	UPDATE "publication_links" SET "local_seq" = "local_seq" + 1
		WHERE "competicao" = competition AND "ended_at" IS NULL;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "publication_note_audit" AFTER INSERT ON "audit_log" FOR EACH ROW WHEN (NEW."competition_id" IS NOT NULL) EXECUTE FUNCTION "publication_note_change"();
--> statement-breakpoint
CREATE TRIGGER "publication_note_pointer" AFTER INSERT OR UPDATE ON "panel_pointers" FOR EACH ROW EXECUTE FUNCTION "publication_note_change"();
