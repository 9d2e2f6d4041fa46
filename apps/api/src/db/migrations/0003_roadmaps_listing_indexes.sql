CREATE INDEX "roadmap_steps_resource_idx" ON "roadmap_steps" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "roadmap_steps_course_idx" ON "roadmap_steps" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "roadmaps_listing_idx" ON "roadmaps" USING btree ("featured" DESC NULLS FIRST,"title","id");--> statement-breakpoint
CREATE INDEX "roadmaps_stream_listing_idx" ON "roadmaps" USING btree ("stream_id","featured" DESC NULLS FIRST,"title","id");