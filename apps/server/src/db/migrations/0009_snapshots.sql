CREATE TABLE "competition_snapshots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competition_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"competition_id" text NOT NULL,
	"competition_name" text NOT NULL,
	"reason" text NOT NULL,
	"document" jsonb NOT NULL,
	"entry_count" integer NOT NULL,
	"score_count" integer NOT NULL,
	"actor" text NOT NULL,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_snapshots_reason" CHECK ("competition_snapshots"."reason" in ('import-replace', 'force-delete', 'restore'))
);
--> statement-breakpoint
CREATE INDEX "competition_snapshots_competition" ON "competition_snapshots" USING btree ("competition_id","id");--> statement-breakpoint
-- Added by hand after drizzle-kit generate (drizzle-kit does not model triggers): a snapshot is
-- what lets an admin undo a replace or a forced delete, so it is never edited or deleted.
CREATE FUNCTION "competition_snapshots_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'competition_snapshots is append-only: % is not allowed', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "competition_snapshots_append_only" BEFORE UPDATE OR DELETE ON "competition_snapshots" FOR EACH ROW EXECUTE FUNCTION "competition_snapshots_append_only"();
