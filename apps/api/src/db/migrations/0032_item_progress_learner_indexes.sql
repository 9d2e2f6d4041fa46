CREATE INDEX "item_progress_started_user_idx" ON "item_progress" USING btree ("started_at","user_id");--> statement-breakpoint
CREATE INDEX "item_progress_completed_user_idx" ON "item_progress" USING btree ("completed_at","user_id") WHERE "item_progress"."completed_at" is not null;--> statement-breakpoint
DROP INDEX "item_progress_started_idx";--> statement-breakpoint
DROP INDEX "item_progress_completed_idx";
