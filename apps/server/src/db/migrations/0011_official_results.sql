CREATE TABLE "result_corrections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "result_corrections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"competicao" text NOT NULL,
	"categoria" text NOT NULL,
	"prova" text NOT NULL,
	"entry" text NOT NULL,
	"entry_label" text NOT NULL,
	"before_total" double precision,
	"after_total" double precision,
	"reason" text NOT NULL,
	"by_user" text NOT NULL,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_events" (
	"competicao" text NOT NULL,
	"categoria" text NOT NULL,
	"prova" text NOT NULL,
	"state" text DEFAULT 'provisional' NOT NULL,
	"corrected" boolean DEFAULT false NOT NULL,
	"signed_at" timestamp with time zone,
	"signed_by" text,
	"signed_by_name" text,
	"reopened_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "result_events_competicao_categoria_prova_pk" PRIMARY KEY("competicao","categoria","prova"),
	CONSTRAINT "result_events_state" CHECK ("result_events"."state" in ('provisional', 'official'))
);
--> statement-breakpoint
CREATE TABLE "result_inquiries" (
	"id" text PRIMARY KEY NOT NULL,
	"competicao" text NOT NULL,
	"categoria" text NOT NULL,
	"prova" text NOT NULL,
	"entry" text NOT NULL,
	"entry_label" text NOT NULL,
	"club" text NOT NULL,
	"text" text NOT NULL,
	"filed_by" text NOT NULL,
	"filed_by_name" text NOT NULL,
	"decision" text,
	"answer" text,
	"answered_by" text,
	"answered_by_name" text,
	"answered_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "result_inquiries_decision" CHECK ("result_inquiries"."decision" in ('Aceite', 'Recusado'))
);
--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "janela_reclamacao" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "pontos_clubes" jsonb DEFAULT '[9,7,6,5,4,3,2,1]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "result_corrections" ADD CONSTRAINT "result_corrections_competicao_competitions_id_fk" FOREIGN KEY ("competicao") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_events" ADD CONSTRAINT "result_events_competicao_competitions_id_fk" FOREIGN KEY ("competicao") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_inquiries" ADD CONSTRAINT "result_inquiries_competicao_competitions_id_fk" FOREIGN KEY ("competicao") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_corrections_event" ON "result_corrections" USING btree ("competicao","categoria","prova","id");--> statement-breakpoint
CREATE INDEX "result_inquiries_event" ON "result_inquiries" USING btree ("competicao","categoria","prova");