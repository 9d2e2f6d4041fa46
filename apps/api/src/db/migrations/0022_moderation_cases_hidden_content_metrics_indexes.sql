CREATE TABLE "moderation_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"object_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"author_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"auto_hidden" boolean DEFAULT false NOT NULL,
	"pending_reports" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decision_reason" text
);
--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_object_unique" ON "moderation_cases" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE INDEX "moderation_cases_queue_idx" ON "moderation_cases" USING btree ("status","opened_at","id");--> statement-breakpoint
CREATE INDEX "moderation_cases_author_idx" ON "moderation_cases" USING btree ("author_id","opened_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_cases_opened_idx" ON "moderation_cases" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enrolments_created_idx" ON "enrolments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enrolments_completed_idx" ON "enrolments" USING btree ("completed_at") WHERE "enrolments"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "item_progress_started_idx" ON "item_progress" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "item_progress_completed_idx" ON "item_progress" USING btree ("completed_at") WHERE "item_progress"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "point_awards_awarded_idx" ON "point_awards" USING btree ("awarded_at");--> statement-breakpoint
CREATE INDEX "answers_created_idx" ON "answers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscription_payments_paid_idx" ON "subscription_payments" USING btree ("paid_at") WHERE "subscription_payments"."status" = 'paid';--> statement-breakpoint
-- Reports made before moderation existed join cases too: one open case per reported object that still exists, opened at its first report.
INSERT INTO "moderation_cases" ("object_type", "object_id", "author_id", "status", "pending_reports", "opened_at")
SELECT r."model", r."model_id",
  CASE r."model"
    WHEN 'question' THEN (SELECT q."user_id" FROM "questions" q WHERE q."id" = r."model_id")
    WHEN 'answer' THEN (SELECT a."user_id" FROM "answers" a WHERE a."id" = r."model_id")
    WHEN 'post' THEN (SELECT p."user_id" FROM "posts" p WHERE p."id" = r."model_id")
    ELSE (SELECT c."user_id" FROM "post_comments" c WHERE c."id" = r."model_id")
  END,
  'open', count(*)::int, min(r."created_at")
FROM "content_reports" r
WHERE CASE r."model"
    WHEN 'question' THEN EXISTS (SELECT 1 FROM "questions" q WHERE q."id" = r."model_id")
    WHEN 'answer' THEN EXISTS (SELECT 1 FROM "answers" a WHERE a."id" = r."model_id")
    WHEN 'post' THEN EXISTS (SELECT 1 FROM "posts" p WHERE p."id" = r."model_id")
    ELSE EXISTS (SELECT 1 FROM "post_comments" c WHERE c."id" = r."model_id")
  END
GROUP BY r."model", r."model_id"
ON CONFLICT DO NOTHING;
