CREATE TABLE "fl_servicing_notice" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"iou_id" bigint NOT NULL,
	"period" integer NOT NULL,
	"kind" varchar(40) NOT NULL,
	"event_date" date NOT NULL,
	"sent_on" date NOT NULL,
	"create_time" timestamp(0) NOT NULL,
	CONSTRAINT "fl_servicing_notice_tenant_id_iou_id_period_kind_event_date_pk" PRIMARY KEY("tenant_id","iou_id","period","kind","event_date")
);
--> statement-breakpoint
ALTER TABLE "fl_repayment_schedule" ADD COLUMN "owner" bigint;--> statement-breakpoint
CREATE INDEX "fl_repayment_schedule_owner_idx" ON "fl_repayment_schedule" USING btree ("tenant_id","owner") WHERE is_deleted = 0;