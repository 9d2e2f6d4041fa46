CREATE TABLE "item_notes" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_notes_user_id_item_id_pk" PRIMARY KEY("user_id","item_id"),
	CONSTRAINT "item_notes_body_length" CHECK (char_length("item_notes"."body") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "item_notes" ADD CONSTRAINT "item_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_notes" ADD CONSTRAINT "item_notes_item_id_module_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."module_items"("id") ON DELETE cascade ON UPDATE no action;