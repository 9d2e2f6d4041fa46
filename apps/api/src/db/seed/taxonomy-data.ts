/** Streams and their tags: the welcome form's choices and, later, the catalogue's filters. */
export const STREAMS: { name: string; slug: string; description: string; tags: string[] }[] = [
  {
    name: 'Engineering',
    slug: 'engineering',
    description: 'B.Tech, M.Tech, diplomas and GATE preparation.',
    tags: [
      'Computer Science',
      'Mechanical',
      'Civil',
      'Electrical',
      'Electronics',
      'GATE',
      'JEE Main',
      'JEE Advanced',
      'Robotics',
      'Chemical',
    ],
  },
  {
    name: 'Medical',
    slug: 'medical',
    description: 'MBBS, nursing, pharmacy and NEET preparation.',
    tags: ['NEET UG', 'NEET PG', 'Nursing', 'Pharmacy', 'Physiotherapy', 'Dental', 'Ayurveda', 'Medical Lab Technology'],
  },
  {
    name: 'Management',
    slug: 'management',
    description: 'MBA, PGDM, BBA and CAT preparation.',
    tags: ['CAT', 'MBA', 'BBA', 'Marketing', 'Human Resources', 'Operations', 'Business Analytics', 'Entrepreneurship'],
  },
  {
    name: 'Computer Applications & IT',
    slug: 'computer-applications',
    description: 'BCA, MCA and job-ready software skills.',
    tags: [
      'Web Development',
      'Data Science',
      'Python',
      'Java',
      'Cloud Computing',
      'Cyber Security',
      'DevOps',
      'Machine Learning',
      'React',
      'SQL',
    ],
  },
  {
    name: 'Design',
    slug: 'design',
    description: 'Fashion, interior, product and UI/UX design.',
    tags: ['UI/UX', 'Fashion Design', 'Interior Design', 'Graphic Design', 'NID', 'NIFT', 'Animation'],
  },
  {
    name: 'Commerce & Finance',
    slug: 'commerce',
    description: 'B.Com, CA, CS, CMA and banking.',
    tags: ['CA Foundation', 'CA Inter', 'Company Secretary', 'CMA', 'Banking', 'Stock Market', 'Taxation', 'Accounting'],
  },
  {
    name: 'Law',
    slug: 'law',
    description: 'LLB, LLM and CLAT preparation.',
    tags: ['CLAT', 'LLB', 'Corporate Law', 'Criminal Law', 'Judiciary Exams'],
  },
  {
    name: 'Government Exams',
    slug: 'government-exams',
    description: 'UPSC, SSC, banking and railway recruitment.',
    tags: ['UPSC CSE', 'SSC CGL', 'IBPS PO', 'RRB NTPC', 'State PSC', 'Defence'],
  },
  {
    name: 'Arts & Humanities',
    slug: 'arts',
    description: 'Languages, psychology, economics and more.',
    tags: ['Psychology', 'Economics', 'English Literature', 'History', 'Political Science', 'Sociology'],
  },
  {
    name: 'Aviation',
    slug: 'aviation',
    description: 'Pilot training and aviation management. Tags are being added.',
    tags: [],
  },
];

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
