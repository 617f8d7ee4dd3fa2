-- Issue 40 (ADR 064), the SITE's side: a competition published from a venue's laptop. The key
-- is stored as its sha256 only. At most one publication of a competition is active (not ended).
CREATE TABLE "publications" (
	"id" text PRIMARY KEY NOT NULL,
	"competicao" text NOT NULL,
	"venue" text NOT NULL,
	"key_hash" text NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"contact_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "publications_one_active" ON "publications" USING btree ("competicao") WHERE "publications"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "publications_competition" ON "publications" USING btree ("competicao","created_at");
--> statement-breakpoint
-- Added by hand (drizzle-kit does not model triggers): while a publication is active, the
-- competition is the venue's. Every write of the site's own users to the competition's rows is
-- refused by the database itself (SQLSTATE AR409, the venue's name in DETAIL; http/errors.ts
-- answers 409), whichever route or service made it. The apply of a batch from the venue sets
-- `artistic.publication_apply` for its transaction only (set_config(…, true)) and passes, its
-- delete's cascade included. TRUNCATE (a whole-database restore) fires no row trigger.
CREATE FUNCTION "publication_refuse_write"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	competition text;
	venue_name text;
BEGIN
	IF coalesce(current_setting('artistic.publication_apply', true), '') <> '' THEN
		IF TG_OP = 'DELETE' THEN
			RETURN OLD;
		END IF;
		RETURN NEW;
	END IF;
	IF TG_OP = 'DELETE' THEN
		IF TG_TABLE_NAME = 'competitions' THEN
			competition := OLD.id;
		ELSE
			competition := OLD.competicao;
		END IF;
	ELSIF TG_TABLE_NAME = 'competitions' THEN
		competition := NEW.id;
	ELSE
		competition := NEW.competicao;
	END IF;
	SELECT p.venue INTO venue_name FROM publications p
		WHERE p.competicao = competition AND p.ended_at IS NULL;
	IF FOUND THEN
		RAISE EXCEPTION 'competition % is published from a venue', competition
			USING ERRCODE = 'AR409', DETAIL = venue_name;
	END IF;
	IF TG_OP = 'DELETE' THEN
		RETURN OLD;
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "competitions_publication_guard" BEFORE INSERT OR UPDATE OR DELETE ON "competitions" FOR EACH ROW EXECUTE FUNCTION "publication_refuse_write"();--> statement-breakpoint
CREATE TRIGGER "coach_cards_publication_guard" BEFORE INSERT OR UPDATE OR DELETE ON "coach_cards" FOR EACH ROW EXECUTE FUNCTION "publication_refuse_write"();--> statement-breakpoint
CREATE TRIGGER "figure_entries_publication_guard" BEFORE INSERT OR UPDATE OR DELETE ON "figure_entries" FOR EACH ROW EXECUTE FUNCTION "publication_refuse_write"();--> statement-breakpoint
CREATE TRIGGER "figure_results_publication_guard" BEFORE INSERT OR UPDATE OR DELETE ON "figure_results" FOR EACH ROW EXECUTE FUNCTION "publication_refuse_write"();--> statement-breakpoint
CREATE TRIGGER "routine_results_publication_guard" BEFORE INSERT OR UPDATE OR DELETE ON "routine_results" FOR EACH ROW EXECUTE FUNCTION "publication_refuse_write"();--> statement-breakpoint
CREATE TRIGGER "result_events_publication_guard" BEFORE INSERT OR UPDATE OR DELETE ON "result_events" FOR EACH ROW EXECUTE FUNCTION "publication_refuse_write"();--> statement-breakpoint
CREATE TRIGGER "result_corrections_publication_guard" BEFORE INSERT OR UPDATE OR DELETE ON "result_corrections" FOR EACH ROW EXECUTE FUNCTION "publication_refuse_write"();--> statement-breakpoint
CREATE TRIGGER "result_inquiries_publication_guard" BEFORE INSERT OR UPDATE OR DELETE ON "result_inquiries" FOR EACH ROW EXECUTE FUNCTION "publication_refuse_write"();--> statement-breakpoint
CREATE TRIGGER "panel_pointers_publication_guard" BEFORE INSERT OR UPDATE OR DELETE ON "panel_pointers" FOR EACH ROW EXECUTE FUNCTION "publication_refuse_write"();--> statement-breakpoint
CREATE TRIGGER "panel_judges_publication_guard" BEFORE INSERT OR UPDATE OR DELETE ON "panel_judges" FOR EACH ROW EXECUTE FUNCTION "publication_refuse_write"();--> statement-breakpoint
CREATE TRIGGER "judge_seats_publication_guard" BEFORE INSERT OR UPDATE OR DELETE ON "judge_seats" FOR EACH ROW EXECUTE FUNCTION "publication_refuse_write"();--> statement-breakpoint
CREATE TRIGGER "judge_marks_publication_guard" BEFORE INSERT OR UPDATE OR DELETE ON "judge_marks" FOR EACH ROW EXECUTE FUNCTION "publication_refuse_write"();--> statement-breakpoint
CREATE TRIGGER "competition_rulesets_publication_guard" BEFORE INSERT OR UPDATE OR DELETE ON "competition_rulesets" FOR EACH ROW EXECUTE FUNCTION "publication_refuse_write"();--> statement-breakpoint
-- The site keeps its copy before the first batch from a venue replaces it (reason 'publication').
ALTER TABLE "competition_snapshots" DROP CONSTRAINT "competition_snapshots_reason";--> statement-breakpoint
ALTER TABLE "competition_snapshots" ADD CONSTRAINT "competition_snapshots_reason" CHECK ("competition_snapshots"."reason" in ('import-replace', 'force-delete', 'restore', 'publication'));
