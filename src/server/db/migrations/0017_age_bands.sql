CREATE TABLE "age_refusals" (
	"identity_hash" text PRIMARY KEY NOT NULL,
	"refused_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "age_band" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "age_band_changes_at" timestamp with time zone;