CREATE TABLE "slide_collection_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slide_collection_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"collection_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"correct_count" integer NOT NULL,
	"question_count" integer NOT NULL,
	"percent" integer NOT NULL,
	"passed" boolean NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slide_collection_decks" (
	"collection_id" integer NOT NULL,
	"deck_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "slide_collection_decks_collection_id_deck_id_pk" PRIMARY KEY("collection_id","deck_id")
);
--> statement-breakpoint
CREATE TABLE "slide_collection_progress" (
	"user_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"passed_at" timestamp with time zone,
	CONSTRAINT "slide_collection_progress_user_id_collection_id_pk" PRIMARY KEY("user_id","collection_id")
);
--> statement-breakpoint
CREATE TABLE "slide_collection_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slide_collection_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"collection_id" integer NOT NULL,
	"position" integer NOT NULL,
	"prompt" text NOT NULL,
	"kind" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct" jsonb NOT NULL,
	"explanation" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slide_collections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slide_collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"pass_percent" integer DEFAULT 60 NOT NULL,
	"question_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slide_collections_pass_percent_range" CHECK ("slide_collections"."pass_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "slide_collection_attempts" ADD CONSTRAINT "slide_collection_attempts_collection_id_slide_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."slide_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_collection_attempts" ADD CONSTRAINT "slide_collection_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_collection_decks" ADD CONSTRAINT "slide_collection_decks_collection_id_slide_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."slide_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_collection_decks" ADD CONSTRAINT "slide_collection_decks_deck_id_slide_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."slide_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_collection_progress" ADD CONSTRAINT "slide_collection_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_collection_progress" ADD CONSTRAINT "slide_collection_progress_collection_id_slide_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."slide_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_collection_questions" ADD CONSTRAINT "slide_collection_questions_collection_id_slide_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."slide_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_collections" ADD CONSTRAINT "slide_collections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slide_collection_attempts_user_idx" ON "slide_collection_attempts" USING btree ("user_id","collection_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "slide_collection_decks_position_unique" ON "slide_collection_decks" USING btree ("collection_id","position");--> statement-breakpoint
CREATE INDEX "slide_collection_decks_deck_idx" ON "slide_collection_decks" USING btree ("deck_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slide_collection_questions_position_unique" ON "slide_collection_questions" USING btree ("collection_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "slide_collections_course_position_unique" ON "slide_collections" USING btree ("course_id","position");