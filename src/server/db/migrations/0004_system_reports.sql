ALTER TABLE "reports" ALTER COLUMN "reporter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "system" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_system_pending_uq" ON "reports" USING btree ("target_type","target_id") WHERE "reports"."system" and "reports"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reports_pending_target_idx" ON "reports" USING btree ("target_type","target_id") WHERE "reports"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_ck" CHECK (("reports"."system" and "reports"."reporter_id" is null) or (not "reports"."system" and "reports"."reporter_id" is not null));