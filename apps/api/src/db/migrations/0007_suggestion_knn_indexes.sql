CREATE INDEX "courses_title_trgm_knn_idx" ON "courses" USING gist ("title" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "institutes_name_trgm_knn_idx" ON "institutes" USING gist ("name" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_knn_idx" ON "jobs" USING gist ("title" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "roadmaps_title_trgm_knn_idx" ON "roadmaps" USING gist ("title" gist_trgm_ops);