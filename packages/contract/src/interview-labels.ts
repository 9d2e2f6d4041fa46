import type { InterviewCategory, InterviewLevel } from './interviews.ts';

/**
 * What the client components of mock interviews show and use: labels, the self-assessment rubric
 * and the recorder's bitrates (INTERVIEW_MEDIA_MAX_BYTES explains them). Kept apart from the
 * schema module so that importing them does not bring zod into a page's first load
 * (docs/decisions/0021).
 */
export const INTERVIEW_CATEGORY_LABELS: Record<InterviewCategory, string> = {
  hr: 'HR and behavioural',
  data: 'Data and analytics',
  software: 'Software engineering',
  'civil-services': 'Civil services',
};

export const INTERVIEW_LEVEL_LABELS: Record<InterviewLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** The rubric a learner scores their own answer on, 1 (weak) to 5 (strong). */
export const RUBRIC = [
  {
    key: 'structure',
    label: 'Structure',
    hint: 'A clear beginning, middle and end (for stories: situation, task, action, result).',
  },
  { key: 'relevance', label: 'Relevance', hint: 'Answers the question that was asked, with a concrete example.' },
  { key: 'clarity', label: 'Clarity', hint: 'Plain words, no rambling, easy to follow.' },
  { key: 'confidence', label: 'Confidence', hint: 'Steady pace and voice; owns the answer.' },
] as const;
export type RubricKey = (typeof RUBRIC)[number]['key'];

/** What the browser's recorder asks for (bits per second). */
export const RECORDER_BITRATES = { video: 200_000, audio: 32_000 } as const;
