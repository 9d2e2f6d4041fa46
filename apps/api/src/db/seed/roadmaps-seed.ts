import { lessonLengthLabel } from '@lp/contract/catalogue-labels';
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { courseModules, courses, moduleItems } from '../schema/courses.ts';
import { fixmeProblems } from '../schema/fixme.ts';
import { institutes } from '../schema/institutes.ts';
import { quizzes } from '../schema/quizzes.ts';
import { roadmapSteps, roadmaps } from '../schema/roadmaps.ts';
import { topicOfTitle } from './catalogue-subjects.ts';
import { ROADMAP_STEP_TARGETS } from './roadmap-steps-data.ts';

/**
 * Every roadmap step opens real content: the course catalogue-seed linked, or else the lesson,
 * quiz or fix-me problem of ROADMAP_STEP_TARGETS; and says in its description what that is.
 * Runs after the catalogue, the quizzes and the fix-me problems are seeded.
 */
export async function seedRoadmapSteps(db: Database): Promise<void> {
  const steps = await db
    .select({
      id: roadmapSteps.id,
      title: roadmapSteps.title,
      roadmap: roadmaps.title,
      streamId: roadmaps.streamId,
      courseId: roadmapSteps.courseId,
    })
    .from(roadmapSteps)
    .innerJoin(roadmaps, eq(roadmaps.id, roadmapSteps.roadmapId))
    .orderBy(asc(roadmapSteps.roadmapId), asc(roadmapSteps.position));
  const quizRows = await db.select({ id: quizzes.id, title: quizzes.title, questions: quizzes.questionCount }).from(quizzes);
  const problemRows = await db
    .select({ id: fixmeProblems.id, slug: fixmeProblems.slug, title: fixmeProblems.title, language: fixmeProblems.language })
    .from(fixmeProblems);
  // Every lesson with its course, the most enrolled courses first: a step opens the lesson where most learners are.
  const lessonRows = await db
    .select({
      id: moduleItems.id,
      title: moduleItems.title,
      kind: moduleItems.kind,
      minutes: moduleItems.durationMinutes,
      courseTitle: courses.title,
      streamId: courses.streamId,
    })
    .from(moduleItems)
    .innerJoin(courseModules, eq(courseModules.id, moduleItems.moduleId))
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .orderBy(desc(courses.enrolmentCount), asc(courses.id));
  const courseRows = await db
    .select({ id: courses.id, title: courses.title, institute: institutes.name })
    .from(courses)
    .innerJoin(institutes, eq(institutes.id, courses.instituteId));
  const courseById = new Map(courseRows.map((c) => [c.id, c]));
  const modulesOf = async (courseId: number) =>
    db
      .select({ title: courseModules.title })
      .from(courseModules)
      .where(eq(courseModules.courseId, courseId))
      .orderBy(asc(courseModules.position));

  for (const step of steps) {
    if (step.courseId !== null) {
      const course = courseById.get(step.courseId);
      if (!course) continue;
      const modules = await modulesOf(course.id);
      const first = modules[0]?.title ?? course.title;
      await db
        .update(roadmapSteps)
        .set({
          description: `Enrol in ${course.title} at ${course.institute}: its ${modules.length} modules, from "${first}" onwards, teach this step in depth.`,
        })
        .where(eq(roadmapSteps.id, step.id));
      continue;
    }
    const target = ROADMAP_STEP_TARGETS[step.roadmap]?.[step.title];
    if (!target) throw new Error(`roadmap step without content: ${step.roadmap} › ${step.title}`);
    if ('quiz' in target) {
      const quiz = quizRows.find((q) => q.title === target.quiz);
      if (!quiz) throw new Error(`no quiz called ${target.quiz}`);
      await db
        .update(roadmapSteps)
        .set({
          quizId: quiz.id,
          description: `Test yourself with the ${quiz.title} quiz: ${quiz.questions} questions on this step, each with an explanation of the right answer. Pass it before you move on.`,
        })
        .where(eq(roadmapSteps.id, step.id));
    } else if ('fixme' in target) {
      const problem = problemRows.find((p) => p.slug === target.fixme);
      if (!problem) throw new Error(`no fix-me problem ${target.fixme}`);
      const language = problem.language === 'python' ? 'Python' : 'JavaScript';
      await db
        .update(roadmapSteps)
        .set({
          fixmeProblemId: problem.id,
          description: `Practise on real code: "${problem.title}" is a short ${language} program with a bug. Read the failing tests, fix the code and submit until every test passes.`,
        })
        .where(eq(roadmapSteps.id, step.id));
    } else {
      const [outline, title] = target.lesson;
      const fits = lessonRows.filter((l) => l.title === title && topicOfTitle(l.courseTitle)?.topic.outline === outline);
      const lesson = fits.find((l) => l.streamId === step.streamId) ?? fits[0];
      if (!lesson) throw new Error(`no lesson called ${title} in a ${outline} course`);
      await db
        .update(roadmapSteps)
        .set({
          moduleItemId: lesson.id,
          description: `Open the lesson "${lesson.title}" from ${lesson.courseTitle} (${lessonLengthLabel(lesson.kind, lesson.minutes)}): the part of the course that teaches this step.`,
        })
        .where(eq(roadmapSteps.id, step.id));
    }
  }
}
