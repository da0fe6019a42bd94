-- The role type is rebuilt rather than extended (ADD VALUE), because migrations run in one
-- transaction and a value added there cannot be used before it commits: the existing
-- MindSpace Safety Team account (identity issuer 'mindspace:system') becomes 'system' here.
ALTER TYPE "public"."role" RENAME TO "role_before_system";--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('user', 'moderator', 'admin', 'system');--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" TYPE "public"."role" USING "role"::text::"public"."role";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'user';--> statement-breakpoint
DROP TYPE "public"."role_before_system";--> statement-breakpoint
UPDATE "users" SET "role" = 'system' WHERE "id" IN (SELECT "user_id" FROM "identities" WHERE "issuer" = 'mindspace:system');
