CREATE TABLE "enquiry_digest_items" (
	"user_id" integer NOT NULL,
	"enquiry_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "enquiry_digest_items_user_id_enquiry_id_pk" PRIMARY KEY("user_id","enquiry_id")
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "enquiry_mail" text DEFAULT 'daily' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiry_digest_items" ADD CONSTRAINT "enquiry_digest_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_digest_items" ADD CONSTRAINT "enquiry_digest_items_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_digest_items_pending_idx" ON "enquiry_digest_items" USING btree ("user_id") WHERE "enquiry_digest_items"."sent_at" is null;