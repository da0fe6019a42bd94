CREATE TABLE "email_state" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"last_sent_at" timestamp with time zone,
	"covered_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "email_messages" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "email_replies" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "email_moderation" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "email_state" ADD CONSTRAINT "email_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_state_token_uq" ON "email_state" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "notifications_unread_created_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."is_read" = false;--> statement-breakpoint
CREATE INDEX "conversations_last_message_idx" ON "conversations" USING btree ("last_message_at");