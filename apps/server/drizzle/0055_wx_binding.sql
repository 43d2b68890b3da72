CREATE TABLE "fl_wx_binding" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" bigint NOT NULL,
	"openid" varchar(64) NOT NULL,
	"bound_time" timestamp(0) NOT NULL,
	CONSTRAINT "fl_wx_binding_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "fl_wx_binding" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "fl_wx_binding_openid" ON "fl_wx_binding" USING btree ("tenant_id","openid");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_wx_binding" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));