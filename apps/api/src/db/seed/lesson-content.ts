import { readFile } from 'node:fs/promises';
import { POINTS } from '@lp/contract/constants';
import { mediaDurationSeconds } from '../../platform/media-duration.ts';

/** What a lesson's written text needs to know about where it sits. */
export type LessonPlace = {
  title: string;
  kind: 'video' | 'article' | 'exercise' | 'quiz' | 'slides';
  moduleTitle: string;
  courseTitle: string;
  summary: string;
  institute: string;
};

/** The reading guide of a lesson that has no written text yet: what to do, from its course's own facts. */
export function lessonGuide(item: LessonPlace): string {
  const intro = `*${item.moduleTitle} · ${item.courseTitle}*\n\n${item.summary}`;
  if (item.kind === 'exercise') {
    return `${intro}

### Your task: ${item.title}

1. Read the brief your ${item.institute} mentor shares in the doubt-session group.
2. Work on it on your own first; note where you got stuck and what you tried.
3. Compare your work with the checklist below, then mark this lesson complete.

**Checklist**
- It answers every part of the brief.
- You can explain each step in your own words.
- You wrote down one thing you would do differently next time.`;
  }
  return `${intro}

### In this lesson: ${item.title}

- What **${item.title.toLowerCase()}** means and where it fits in *${item.moduleTitle.toLowerCase()}*.
- The two or three ideas you should be able to explain to a classmate afterwards.
- One question to bring to the next doubt session with ${item.institute} faculty.

> Take notes in your own words as you go: writing is how it sticks.

When you have worked through it, mark the lesson complete to earn ${POINTS.moduleItem} points and move on to the next one.`;
}

/**
 * A rendered clip: the WebM and captions the catalogue's lessons play, and the same clip as H.264
 * MP4 at 360 lines (`rendition`), which the studio registers as its media's rendition.
 */
const clip = (id: string) => ({
  videoUrl: `/media/${id}.webm`,
  captionsUrl: `/media/${id}.vtt`,
  rendition: `/media/${id}-360p.mp4`,
});

/** Lessons that end with a quiz on what they taught (lesson title → quiz title). */
export const LESSON_QUIZZES: Record<string, string> = {
  'Values, functions and closures': 'JavaScript Fundamentals',
  'Promises and async/await': 'Async JavaScript and Promises',
  'Semantic HTML': 'HTML and Accessibility',
  'Modern CSS layout with flexbox and grid': 'CSS Layout: Flexbox and Grid',
  'Lists, dicts and comprehensions': 'Python Basics',
  'Series and DataFrames': 'pandas for Data Analysis',
  'Your first SELECT': 'SQL Queries and Joins',
};

/**
 * Clips in apps/web/public/media (rendered once by apps/web/scripts/render-lesson-clip.mjs,
 * committed), by lesson title. A lesson is a video only when it has one of these: every other
 * lesson to watch or read is an article.
 */
export const LESSON_CLIPS: Record<string, ReturnType<typeof clip>> = {
  'How browsers load a page': clip('browsers-load-a-page'),
  'Jupyter notebooks': clip('jupyter-notebooks'),
  'Your first SELECT': clip('your-first-select'),
  'Branching strategies': clip('branching-strategies'),
};

const WEB_PUBLIC = new URL('../../../../web/public/', import.meta.url);

/** A clip's file on disk from its `/media/…` address. */
export const clipFile = (url: string) => new URL(url.slice(1), WEB_PUBLIC);

/** Each clip's length in seconds, probed from its file (never typed). */
export async function clipSeconds(): Promise<Map<string, number | null>> {
  const entries = await Promise.all(
    Object.values(LESSON_CLIPS).map(async ({ videoUrl }) => {
      const bytes = await readFile(clipFile(videoUrl)).catch(() => null);
      return [videoUrl, bytes ? await mediaDurationSeconds(bytes, 'video/webm') : null] as const;
    }),
  );
  return new Map(entries);
}
