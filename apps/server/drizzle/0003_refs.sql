DROP INDEX "blade_scope_api_menu_id_trgm";--> statement-breakpoint
DROP INDEX "blade_scope_data_menu_id_trgm";--> statement-breakpoint
ALTER TABLE "blade_scope_api" ALTER COLUMN "menu_id" SET DATA TYPE bigint USING NULLIF("menu_id", '')::bigint;--> statement-breakpoint
ALTER TABLE "blade_scope_data" ALTER COLUMN "menu_id" SET DATA TYPE bigint USING NULLIF("menu_id", '')::bigint;--> statement-breakpoint
CREATE INDEX "blade_scope_api_menu_id_idx" ON "blade_scope_api" USING btree ("menu_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_scope_data_menu_id_idx" ON "blade_scope_data" USING btree ("menu_id") WHERE is_deleted = 0;