CREATE TABLE "coach_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"competicao" text NOT NULL,
	"categoria" text NOT NULL,
	"esquema" text NOT NULL,
	"clube" text NOT NULL,
	"tema_esquema" text NOT NULL,
	"atletas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reservas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"elementos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'Rascunho' NOT NULL,
	"total_declarado" double precision DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "figure_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"competicao" text NOT NULL,
	"categoria" text NOT NULL,
	"clube" text NOT NULL,
	"atletas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_cards" ADD CONSTRAINT "coach_cards_competicao_competitions_id_fk" FOREIGN KEY ("competicao") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "figure_entries" ADD CONSTRAINT "figure_entries_competicao_competitions_id_fk" FOREIGN KEY ("competicao") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_cards_competicao" ON "coach_cards" USING btree ("competicao");--> statement-breakpoint
CREATE INDEX "coach_cards_clube" ON "coach_cards" USING btree ("clube");--> statement-breakpoint
CREATE INDEX "figure_entries_competicao" ON "figure_entries" USING btree ("competicao");--> statement-breakpoint
CREATE INDEX "figure_entries_clube" ON "figure_entries" USING btree ("clube");