ALTER TABLE "fl_business_approval" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_contract_model" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "blade_process_leave" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "blade_oss" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "flp_row_count" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "blade_dept" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "blade_dict_biz" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "blade_param" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "blade_post" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "blade_role_menu" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "blade_role_scope" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "blade_role" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "blade_tenant" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "blade_top_menu_setting" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "blade_top_menu" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "blade_user" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "blade_refresh_token" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "blade_log_error" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "blade_msg" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "blade_notice" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "rzzl_modify_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_numbering_counter" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_numbering_rule" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_enterprise_cache" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_enterprise_setting" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_consumer_apply" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_consumer" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_customer_contact" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_customer_relation" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_customer" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_job_run" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_attachment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_flow_activity" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_flow_comment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_flow_definition" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_flow_deployment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_flow_instance" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_flow_model" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_flow_model_version" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_flow_task" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_flow_token" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_credit" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_guarantee_detail" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_guarantee" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_mortgage" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_mortple_base" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_pledge" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_project_download" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_project_resolution" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_project_review" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_project_supplement" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_project" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_special_approval" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_subject_matter" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_contract_registration" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_contract" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_bank_repayment_plan" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_iou_risk_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_iou" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_loan" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_overdue" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_receipt_allocation" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_receipt_batch" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_receipt" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_repayment_letter" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_repayment_schedule" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_risk_adjust" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_repayment_schedule_row" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_standing_book_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_servicing_notice" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_concentration_shareholder" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_concentration" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_business_approval" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_contract_model" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "blade_process_leave" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "blade_oss" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "flp_row_count" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "shared_counts_read" ON "flp_row_count" AS PERMISSIVE FOR SELECT TO public USING (tenant_id = '');--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "blade_dept" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "blade_dict_biz" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "blade_param" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "blade_post" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "blade_role_menu" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "blade_role_scope" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "blade_role" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "blade_tenant" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "blade_top_menu_setting" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "blade_top_menu" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "blade_user" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "blade_refresh_token" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "blade_log_error" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "blade_msg" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "blade_notice" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "rzzl_modify_history" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_numbering_counter" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_numbering_rule" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_enterprise_cache" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_enterprise_setting" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_consumer_apply" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_consumer" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_customer_contact" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_customer_relation" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_customer" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_job_run" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_attachment" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_flow_activity" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_flow_comment" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_flow_definition" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_flow_deployment" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_flow_instance" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_flow_model" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_flow_model_version" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_flow_task" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_flow_token" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_credit" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_guarantee_detail" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_guarantee" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_mortgage" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_mortple_base" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_pledge" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_project_download" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_project_resolution" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_project_review" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_project_supplement" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_project" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_special_approval" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_subject_matter" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_contract_registration" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_contract" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_bank_repayment_plan" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_iou_risk_history" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_iou" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_loan" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_overdue" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_receipt_allocation" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_receipt_batch" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_receipt" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_repayment_letter" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_repayment_schedule" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_risk_adjust" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_repayment_schedule_row" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_standing_book_history" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_servicing_notice" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_concentration_shareholder" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_concentration" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
-- The live-row counter (0005_row_counts) writes flp_row_count for every writer, the application role included, whose
-- policies would refuse the '' row of a table without tenants: the counter runs as the tables' owner.
ALTER FUNCTION flp_count_live_rows() SECURITY DEFINER SET search_path = public;
