CREATE INDEX "fixme_problems_title_trgm_idx" ON "fixme_problems" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fixme_problems_title_trgm_knn_idx" ON "fixme_problems" USING gist ("title" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "interviews_title_trgm_idx" ON "interviews" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "interviews_title_trgm_knn_idx" ON "interviews" USING gist ("title" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "slide_decks_title_trgm_knn_idx" ON "slide_decks" USING gist ("title" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_text_trgm_idx" ON "posts" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questions_title_trgm_knn_idx" ON "questions" USING gist ("title" gist_trgm_ops);