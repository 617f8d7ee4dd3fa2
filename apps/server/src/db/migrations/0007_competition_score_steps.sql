ALTER TABLE "competitions" ADD COLUMN "passo_coach_card" double precision DEFAULT 0.1 NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "passo_figuras" double precision DEFAULT 0.1 NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_passo_coach_card" CHECK ("competitions"."passo_coach_card" in (0.1, 0.25));--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_passo_figuras" CHECK ("competitions"."passo_figuras" in (0.1, 0.25));