ALTER TABLE "panel_pointers" ADD COLUMN "previous_entry" text;
