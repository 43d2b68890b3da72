ALTER TABLE "blade_log_api" ADD COLUMN "title_en" varchar(255);--> statement-breakpoint
ALTER TABLE "blade_log_api" ADD COLUMN "permission" varchar(128);