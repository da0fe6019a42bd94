CREATE TABLE "question_follows" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_follows_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "new_question_alerts" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "question_digest_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "question_follows" ADD CONSTRAINT "question_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_follows" ADD CONSTRAINT "question_follows_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_follows_question_idx" ON "question_follows" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_followed_unread_uq" ON "notifications" USING btree ("user_id","link") WHERE "notifications"."type" = 'followed-answer' and "notifications"."is_read" = false;--> statement-breakpoint
INSERT INTO "question_follows" ("user_id", "question_id") SELECT "author_id", "id" FROM "questions" WHERE "deleted_at" IS NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "question_follows" ("user_id", "question_id") SELECT DISTINCT "author_id", "question_id" FROM "answers" WHERE "deleted_at" IS NULL ON CONFLICT DO NOTHING;
