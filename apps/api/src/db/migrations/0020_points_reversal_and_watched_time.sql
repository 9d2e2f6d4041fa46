DROP INDEX "point_awards_unique";--> statement-breakpoint
ALTER TABLE "item_contents" ADD COLUMN "video_seconds" real;--> statement-breakpoint
ALTER TABLE "item_progress" ADD COLUMN "watched_seconds" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "item_progress" ADD COLUMN "watch_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "point_awards" ADD COLUMN "occurrence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "point_awards" ADD COLUMN "reverses_id" bigint;--> statement-breakpoint
ALTER TABLE "point_awards" ADD CONSTRAINT "point_awards_reverses_id_point_awards_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."point_awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_awards_reversal_unique" ON "point_awards" USING btree ("reverses_id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_awards_unique" ON "point_awards" USING btree ("user_id","reason","object_type","object_id","occurrence") WHERE "point_awards"."reverses_id" is null;