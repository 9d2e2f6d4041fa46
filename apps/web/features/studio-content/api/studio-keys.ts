/** React Query keys of the studio's content (quizzes, questions, decks, collections, roadmaps). */
export const studioContentKeys = {
  all: ['studio-content'] as const,
  quizzes: (q: string, page: number) => ['studio-content', 'quizzes', q, page] as const,
  quiz: (id: number) => ['studio-content', 'quiz', id] as const,
  bank: (q: string) => ['studio-content', 'bank', q] as const,
  decks: (q: string, page: number) => ['studio-content', 'decks', q, page] as const,
  deck: (id: number) => ['studio-content', 'deck', id] as const,
  collections: (q: string, page: number) => ['studio-content', 'collections', q, page] as const,
  collection: (id: number) => ['studio-content', 'collection', id] as const,
  courses: ['studio-content', 'courses'] as const,
  roadmaps: (q: string, page: number) => ['studio-content', 'roadmaps', q, page] as const,
  roadmap: (id: number) => ['studio-content', 'roadmap', id] as const,
  picker: (kind: string, q: string) => ['studio-content', 'picker', kind, q] as const,
};

export const STUDIO_PAGE_SIZE = 20;
