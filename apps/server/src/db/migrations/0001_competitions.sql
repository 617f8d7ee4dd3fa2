CREATE TABLE "competitions" (
	"id" text PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"data" text NOT NULL,
	"limite_inscricao" text NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"juizes_coach_card" integer DEFAULT 5 NOT NULL,
	"juizes_figuras" integer DEFAULT 5 NOT NULL,
	"ordem" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"figuras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"elementos_tecnicos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
