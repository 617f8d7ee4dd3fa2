CREATE TABLE "rulesets" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"valid_from" text NOT NULL,
	"valid_to" text NOT NULL,
	"document" jsonb NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "regras" text DEFAULT 'wa-2022-2026' NOT NULL;