CREATE TABLE "judge_marks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "judge_marks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seat_id" text NOT NULL,
	"competicao" text NOT NULL,
	"panel" text NOT NULL,
	"seat" integer NOT NULL,
	"entry" text NOT NULL,
	"row" text NOT NULL,
	"value" double precision NOT NULL,
	"idem_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judge_seat_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"seat_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judge_seats" (
	"id" text PRIMARY KEY NOT NULL,
	"competicao" text NOT NULL,
	"panel" text NOT NULL,
	"seat" integer NOT NULL,
	"code_hash" text,
	"issued_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judge_seats_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "judge_seats_panel" CHECK ("judge_seats"."panel" in ('figuras', 'coachCard')),
	CONSTRAINT "judge_seats_seat" CHECK ("judge_seats"."seat" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "panel_pointers" (
	"competicao" text NOT NULL,
	"panel" text NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"entry" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "panel_pointers_competicao_panel_pk" PRIMARY KEY("competicao","panel")
);
--> statement-breakpoint
ALTER TABLE "judge_marks" ADD CONSTRAINT "judge_marks_seat_id_judge_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."judge_seats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_marks" ADD CONSTRAINT "judge_marks_competicao_competitions_id_fk" FOREIGN KEY ("competicao") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_seat_sessions" ADD CONSTRAINT "judge_seat_sessions_seat_id_judge_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."judge_seats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_seats" ADD CONSTRAINT "judge_seats_competicao_competitions_id_fk" FOREIGN KEY ("competicao") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_pointers" ADD CONSTRAINT "panel_pointers_competicao_competitions_id_fk" FOREIGN KEY ("competicao") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "judge_marks_idem" ON "judge_marks" USING btree ("seat_id","idem_key");--> statement-breakpoint
CREATE INDEX "judge_marks_entry" ON "judge_marks" USING btree ("competicao","panel","entry","id");--> statement-breakpoint
CREATE INDEX "judge_seat_sessions_seat" ON "judge_seat_sessions" USING btree ("seat_id");--> statement-breakpoint
CREATE UNIQUE INDEX "judge_seats_place" ON "judge_seats" USING btree ("competicao","panel","seat");