CREATE TABLE "media_assets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_assets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institute_id" integer NOT NULL,
	"uploaded_by" integer,
	"status" text DEFAULT 'uploading' NOT NULL,
	"filename" text NOT NULL,
	"bytes" bigint NOT NULL,
	"upload_id" text,
	"source_key" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"duration_seconds" real,
	"width" integer,
	"height" integer,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"poster_key" text,
	"thumbnail_key" text,
	"captions_key" text,
	"error" text,
	"processing_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_assets_progress_range" CHECK ("media_assets"."progress" between 0 and 100),
	CONSTRAINT "media_assets_bytes_positive" CHECK ("media_assets"."bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_assets_institute_idx" ON "media_assets" USING btree ("institute_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_assets_upload_idx" ON "media_assets" USING btree ("upload_id");