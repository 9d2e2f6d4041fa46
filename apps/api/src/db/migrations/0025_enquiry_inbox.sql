CREATE TABLE "enquiry_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enquiry_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enquiry_id" integer NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "institute_id" integer;--> statement-breakpoint
-- Hand-written: the institute that answers each existing enquiry (a course's institute for a course).
UPDATE "enquiries" e SET "institute_id" = c."institute_id" FROM "courses" c WHERE e."model_name" = 'course' AND c."id" = e."model_id";--> statement-breakpoint
UPDATE "enquiries" e SET "institute_id" = i."id" FROM "institutes" i WHERE e."model_name" = 'institute' AND i."id" = e."model_id";--> statement-breakpoint
-- An enquiry whose course or institute is gone has nobody to answer it (and was never listed).
DELETE FROM "enquiries" WHERE "institute_id" IS NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ALTER COLUMN "institute_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiry_notes" ADD CONSTRAINT "enquiry_notes_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_notes" ADD CONSTRAINT "enquiry_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_notes_enquiry_idx" ON "enquiry_notes" USING btree ("enquiry_id","created_at");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_institute_idx" ON "enquiries" USING btree ("institute_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiries_institute_status_idx" ON "enquiries" USING btree ("institute_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiries_retention_idx" ON "enquiries" USING btree ("created_at") WHERE "enquiries"."anonymised_at" is null;