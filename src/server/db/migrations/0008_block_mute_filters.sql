CREATE TABLE "user_restrictions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_restrictions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"target_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"via_type" text,
	"via_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "allow_direct_messages" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "hidden_topic_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "hidden_words" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "user_restrictions" ADD CONSTRAINT "user_restrictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_restrictions" ADD CONSTRAINT "user_restrictions_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_restrictions_person_uq" ON "user_restrictions" USING btree ("user_id","kind","target_user_id") WHERE "user_restrictions"."via_type" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_restrictions_post_uq" ON "user_restrictions" USING btree ("user_id","kind","via_type","via_id") WHERE "user_restrictions"."via_type" is not null;--> statement-breakpoint
CREATE INDEX "user_restrictions_target_idx" ON "user_restrictions" USING btree ("target_user_id","kind");