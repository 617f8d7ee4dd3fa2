-- Issue 36: entry keys with their licence canonical (no leading zeros: 'fig:0123' is 'fig:123'),
-- one open inquiry per entry and club (a partial unique index), and the index of a club's recent
-- filings that the per-club rate counts.
UPDATE "result_inquiries" SET "entry" = regexp_replace("entry", '^fig:0+([0-9])', 'fig:\1') WHERE "entry" ~ '^fig:0+[0-9]';--> statement-breakpoint
UPDATE "result_corrections" SET "entry" = regexp_replace("entry", '^fig:0+([0-9])', 'fig:\1') WHERE "entry" ~ '^fig:0+[0-9]';--> statement-breakpoint
UPDATE "judge_marks" SET "entry" = regexp_replace("entry", '^(fig:[A-Z]{3}:[A-Za-z ]{1,40}:)0+([0-9])', '\1\2') WHERE "entry" ~ '^fig:[A-Z]{3}:[A-Za-z ]{1,40}:0+[0-9]';--> statement-breakpoint
UPDATE "panel_pointers" SET "entry" = regexp_replace("entry", '^(fig:[A-Z]{3}:[A-Za-z ]{1,40}:)0+([0-9])', '\1\2') WHERE "entry" ~ '^fig:[A-Z]{3}:[A-Za-z ]{1,40}:0+[0-9]';--> statement-breakpoint
-- An inquiry filed again while an earlier one of the same entry and club was open (possible
-- before this migration) is answered as a repeat of the earliest one, so the index can hold.
UPDATE "result_inquiries" AS "r" SET
  "decision" = 'Recusado',
  "answer" = 'Pedido repetido: o pedido ' || "f"."id" || ' desta entrada já estava em aberto.',
  "answered_by" = 'system:migration-0014',
  "answered_by_name" = 'Sistema',
  "answered_at" = now(),
  "version" = "r"."version" + 1,
  "updated_at" = now()
FROM (
  SELECT DISTINCT ON ("competicao", "categoria", "prova", "entry", "club")
    "id", "competicao", "categoria", "prova", "entry", "club"
  FROM "result_inquiries" WHERE "decision" IS NULL
  ORDER BY "competicao", "categoria", "prova", "entry", "club", "created_at", "id"
) AS "f"
WHERE "r"."decision" IS NULL AND "r"."id" <> "f"."id"
  AND "r"."competicao" = "f"."competicao" AND "r"."categoria" = "f"."categoria"
  AND "r"."prova" = "f"."prova" AND "r"."entry" = "f"."entry" AND "r"."club" = "f"."club";--> statement-breakpoint
CREATE UNIQUE INDEX "result_inquiries_one_open" ON "result_inquiries" USING btree ("competicao","categoria","prova","entry","club") WHERE "result_inquiries"."decision" is null;--> statement-breakpoint
CREATE INDEX "result_inquiries_club_recent" ON "result_inquiries" USING btree ("competicao","club","created_at");
