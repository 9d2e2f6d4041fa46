CREATE TABLE "fixme_problems" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fixme_problems_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"language" text NOT NULL,
	"difficulty" text NOT NULL,
	"topic_slug" text NOT NULL,
	"topic_name" text NOT NULL,
	"faulty_code" text NOT NULL,
	"visible_tests" jsonb NOT NULL,
	"hidden_tests" jsonb NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("fixme_problems"."title", '')), 'A') || setweight(to_tsvector('english', coalesce("fixme_problems"."summary", '')), 'B') || setweight(to_tsvector('english', coalesce("fixme_problems"."description", '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fixme_problems_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "fixme_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fixme_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"problem_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"result" text NOT NULL,
	"passed" integer NOT NULL,
	"total" integer NOT NULL,
	"visible" jsonb NOT NULL,
	"hidden_passed" integer NOT NULL,
	"hidden_total" integer NOT NULL,
	"message" text,
	"output" text DEFAULT '' NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answer_text" text,
	"media_key" text,
	"media_mime" text,
	"media_bytes" integer,
	"media_seconds" integer,
	"self_assessment" jsonb,
	"feedback" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"interview_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'in-progress' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "interview_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"interview_id" integer NOT NULL,
	"position" integer NOT NULL,
	"prompt" text NOT NULL,
	"guidance" text NOT NULL,
	"key_points" jsonb NOT NULL,
	"answer_seconds" integer DEFAULT 120 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"level" text NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("interviews"."title", '')), 'A') || setweight(to_tsvector('english', coalesce("interviews"."summary", '')), 'B') || setweight(to_tsvector('english', coalesce("interviews"."description", '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "fixme_submissions" ADD CONSTRAINT "fixme_submissions_problem_id_fixme_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."fixme_problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixme_submissions" ADD CONSTRAINT "fixme_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_attempt_id_interview_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."interview_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_question_id_interview_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."interview_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_attempts" ADD CONSTRAINT "interview_attempts_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_attempts" ADD CONSTRAINT "interview_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_questions" ADD CONSTRAINT "interview_questions_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fixme_problems_list_idx" ON "fixme_problems" USING btree ("language","difficulty","id");--> statement-breakpoint
CREATE INDEX "fixme_problems_topic_idx" ON "fixme_problems" USING btree ("topic_slug","id");--> statement-breakpoint
CREATE INDEX "fixme_problems_search_idx" ON "fixme_problems" USING gin ("search");--> statement-breakpoint
CREATE INDEX "fixme_submissions_user_idx" ON "fixme_submissions" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fixme_submissions_problem_user_idx" ON "fixme_submissions" USING btree ("problem_id","user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "interview_answers_question_idx" ON "interview_answers" USING btree ("attempt_id","question_id");--> statement-breakpoint
CREATE INDEX "interview_attempts_user_idx" ON "interview_attempts" USING btree ("user_id","started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "interview_attempts_open_idx" ON "interview_attempts" USING btree ("interview_id","user_id") WHERE status = 'in-progress';--> statement-breakpoint
CREATE UNIQUE INDEX "interview_questions_position_idx" ON "interview_questions" USING btree ("interview_id","position");--> statement-breakpoint
CREATE INDEX "interviews_category_idx" ON "interviews" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "interviews_search_idx" ON "interviews" USING gin ("search");