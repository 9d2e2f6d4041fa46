CREATE INDEX "courses_rating_idx" ON "courses" USING btree ("rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "courses_price_idx" ON "courses" USING btree ("price_paise","id");--> statement-breakpoint
CREATE INDEX "courses_popular_idx" ON "courses" USING btree ("enrolment_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "institutes_ownership_idx" ON "institutes" USING btree ("ownership");