ALTER TABLE "roadmap_steps" ADD COLUMN "module_item_id" integer;--> statement-breakpoint
ALTER TABLE "roadmap_steps" ADD COLUMN "quiz_id" integer;--> statement-breakpoint
ALTER TABLE "roadmap_steps" ADD COLUMN "fixme_problem_id" integer;--> statement-breakpoint
ALTER TABLE "roadmap_steps" ADD CONSTRAINT "roadmap_steps_module_item_id_module_items_id_fk" FOREIGN KEY ("module_item_id") REFERENCES "public"."module_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadmap_steps" ADD CONSTRAINT "roadmap_steps_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadmap_steps" ADD CONSTRAINT "roadmap_steps_fixme_problem_id_fixme_problems_id_fk" FOREIGN KEY ("fixme_problem_id") REFERENCES "public"."fixme_problems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roadmap_steps_module_item_idx" ON "roadmap_steps" USING btree ("module_item_id");--> statement-breakpoint
CREATE INDEX "roadmap_steps_quiz_idx" ON "roadmap_steps" USING btree ("quiz_id");--> statement-breakpoint
CREATE INDEX "roadmap_steps_fixme_problem_idx" ON "roadmap_steps" USING btree ("fixme_problem_id");