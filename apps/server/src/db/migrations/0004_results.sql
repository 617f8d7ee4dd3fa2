CREATE TABLE "figure_results" (
	"id" text PRIMARY KEY NOT NULL,
	"competicao" text NOT NULL,
	"categoria" text NOT NULL,
	"esquema" text NOT NULL,
	"licenca" integer NOT NULL,
	"body" jsonb NOT NULL,
	"pontos" double precision,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routine_results" (
	"id" text PRIMARY KEY NOT NULL,
	"competicao" text NOT NULL,
	"coach_card_id" text NOT NULL,
	"body" jsonb NOT NULL,
	"valor_total" double precision,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "figure_results" ADD CONSTRAINT "figure_results_competicao_competitions_id_fk" FOREIGN KEY ("competicao") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_results" ADD CONSTRAINT "routine_results_competicao_competitions_id_fk" FOREIGN KEY ("competicao") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_results" ADD CONSTRAINT "routine_results_coach_card_id_coach_cards_id_fk" FOREIGN KEY ("coach_card_id") REFERENCES "public"."coach_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "figure_results_entry" ON "figure_results" USING btree ("competicao","categoria","esquema","licenca");--> statement-breakpoint
CREATE UNIQUE INDEX "routine_results_entry" ON "routine_results" USING btree ("competicao","coach_card_id");