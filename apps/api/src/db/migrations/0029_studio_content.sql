CREATE TABLE "quiz_bank_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_bank_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institute_id" integer,
	"author_user_id" integer,
	"prompt" text NOT NULL,
	"kind" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct" jsonb NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "quiz_questions_position_unique";--> statement-breakpoint
ALTER TABLE "quizzes" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "slide_decks" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "question_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "bank_question_id" integer;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "institute_id" integer;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "author_user_id" integer;--> statement-breakpoint
ALTER TABLE "slide_decks" ADD COLUMN "institute_id" integer;--> statement-breakpoint
ALTER TABLE "slide_decks" ADD COLUMN "author_user_id" integer;--> statement-breakpoint
ALTER TABLE "quiz_bank_questions" ADD CONSTRAINT "quiz_bank_questions_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_bank_questions" ADD CONSTRAINT "quiz_bank_questions_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_bank_questions_institute_idx" ON "quiz_bank_questions" USING btree ("institute_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_bank_question_id_quiz_bank_questions_id_fk" FOREIGN KEY ("bank_question_id") REFERENCES "public"."quiz_bank_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_decks" ADD CONSTRAINT "slide_decks_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_decks" ADD CONSTRAINT "slide_decks_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_questions_bank_idx" ON "quiz_questions" USING btree ("bank_question_id");--> statement-breakpoint
CREATE INDEX "quizzes_institute_idx" ON "quizzes" USING btree ("institute_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "slide_decks_institute_idx" ON "slide_decks" USING btree ("institute_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_questions_position_unique" ON "quiz_questions" USING btree ("quiz_id","position") WHERE "quiz_questions"."retired_at" is null;--> statement-breakpoint
-- Attempts made before versioned questions were given the quiz's questions as they stood.
UPDATE "quiz_attempts" SET "question_ids" = coalesce((SELECT jsonb_agg(q."id" ORDER BY q."position") FROM "quiz_questions" q WHERE q."quiz_id" = "quiz_attempts"."quiz_id"), '[]'::jsonb);
