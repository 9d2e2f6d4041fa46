CREATE TABLE "studio_course_tags" (
	"studio_course_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "studio_course_tags_studio_course_id_tag_id_pk" PRIMARY KEY("studio_course_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "studio_courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "studio_courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institute_id" integer NOT NULL,
	"live_course_id" integer,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"stream_id" integer NOT NULL,
	"city_id" integer,
	"level" text NOT NULL,
	"type" text NOT NULL,
	"duration_weeks" integer NOT NULL,
	"price_paise" integer DEFAULT 0 NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'English' NOT NULL,
	"image_url" text,
	"created_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_courses_price_not_negative" CHECK ("studio_courses"."price_paise" >= 0),
	CONSTRAINT "studio_courses_duration_positive" CHECK ("studio_courses"."duration_weeks" > 0)
);
--> statement-breakpoint
CREATE TABLE "studio_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "studio_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"studio_module_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"media_id" integer,
	"quiz_id" integer,
	"deck_id" integer,
	"fixme_problem_id" integer,
	"duration_minutes" integer DEFAULT 10 NOT NULL,
	"live_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_modules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "studio_modules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"studio_course_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"live_module_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_modules" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "module_items" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "item_contents" ADD COLUMN "media_id" integer;--> statement-breakpoint
ALTER TABLE "item_contents" ADD COLUMN "fixme_problem_id" integer;--> statement-breakpoint
ALTER TABLE "studio_course_tags" ADD CONSTRAINT "studio_course_tags_studio_course_id_studio_courses_id_fk" FOREIGN KEY ("studio_course_id") REFERENCES "public"."studio_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_course_tags" ADD CONSTRAINT "studio_course_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_courses" ADD CONSTRAINT "studio_courses_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_courses" ADD CONSTRAINT "studio_courses_live_course_id_courses_id_fk" FOREIGN KEY ("live_course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_courses" ADD CONSTRAINT "studio_courses_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_courses" ADD CONSTRAINT "studio_courses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_courses" ADD CONSTRAINT "studio_courses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_items" ADD CONSTRAINT "studio_items_studio_module_id_studio_modules_id_fk" FOREIGN KEY ("studio_module_id") REFERENCES "public"."studio_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_items" ADD CONSTRAINT "studio_items_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_items" ADD CONSTRAINT "studio_items_deck_id_slide_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."slide_decks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_items" ADD CONSTRAINT "studio_items_fixme_problem_id_fixme_problems_id_fk" FOREIGN KEY ("fixme_problem_id") REFERENCES "public"."fixme_problems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_items" ADD CONSTRAINT "studio_items_live_item_id_module_items_id_fk" FOREIGN KEY ("live_item_id") REFERENCES "public"."module_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_modules" ADD CONSTRAINT "studio_modules_studio_course_id_studio_courses_id_fk" FOREIGN KEY ("studio_course_id") REFERENCES "public"."studio_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_modules" ADD CONSTRAINT "studio_modules_live_module_id_course_modules_id_fk" FOREIGN KEY ("live_module_id") REFERENCES "public"."course_modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_courses_live_unique" ON "studio_courses" USING btree ("live_course_id");--> statement-breakpoint
CREATE INDEX "studio_courses_institute_idx" ON "studio_courses" USING btree ("institute_id","changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "studio_courses_changed_idx" ON "studio_courses" USING btree ("changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "studio_items_module_idx" ON "studio_items" USING btree ("studio_module_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_items_live_unique" ON "studio_items" USING btree ("live_item_id");--> statement-breakpoint
CREATE INDEX "studio_items_media_idx" ON "studio_items" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "studio_modules_course_idx" ON "studio_modules" USING btree ("studio_course_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_modules_live_unique" ON "studio_modules" USING btree ("live_module_id");--> statement-breakpoint
ALTER TABLE "item_contents" ADD CONSTRAINT "item_contents_fixme_problem_id_fixme_problems_id_fk" FOREIGN KEY ("fixme_problem_id") REFERENCES "public"."fixme_problems"("id") ON DELETE set null ON UPDATE no action;