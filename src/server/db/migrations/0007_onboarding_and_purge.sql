ALTER TABLE "users" ADD COLUMN "onboarded_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "provider_picture_url" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_purge_idx" ON "users" USING btree ("deleted_at") WHERE "users"."deleted_at" is not null and "users"."purged_at" is null;--> statement-breakpoint
UPDATE "users" SET "onboarded_at" = "created_at";
