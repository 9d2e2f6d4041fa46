import type { MetadataRoute } from 'next';

/** Installable on Android (issue 35 point 2, ADR 0045): name, icons, colours and where it opens. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Learnly · Learn, practise and get hired',
    short_name: 'Learnly',
    description: 'Courses, institutes, roadmaps, quizzes, jobs and mock interviews; lessons saved for offline.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#4f46e5',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
