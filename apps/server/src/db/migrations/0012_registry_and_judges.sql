CREATE TABLE "athletes" (
	"licenca" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"ano" integer NOT NULL,
	"clube" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "panel_judges" (
	"competicao" text NOT NULL,
	"panel" text NOT NULL,
	"seat" integer NOT NULL,
	"nome" text NOT NULL,
	"clube" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "panel_judges_competicao_panel_seat_pk" PRIMARY KEY("competicao","panel","seat"),
	CONSTRAINT "panel_judges_panel" CHECK ("panel_judges"."panel" in ('figuras', 'coachCard')),
	CONSTRAINT "panel_judges_seat" CHECK ("panel_judges"."seat" between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "panel_judges" ADD CONSTRAINT "panel_judges_competicao_competitions_id_fk" FOREIGN KEY ("competicao") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "athletes_clube" ON "athletes" USING btree ("clube");