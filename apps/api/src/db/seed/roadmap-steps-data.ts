import type { OutlineKey } from './catalogue-subjects.ts';

/**
 * What each roadmap step opens when it is not a whole course (ROADMAP_COURSE_LINKS): a quiz of
 * quiz-data.ts by title, a fix-me problem of fixme-data.ts by slug, or a lesson of a course built
 * from an outline (catalogue-subjects.ts), by lesson title.
 */
export type StepTarget = { quiz: string } | { fixme: string } | { lesson: [outline: OutlineKey, title: string] };

export const ROADMAP_STEP_TARGETS: Record<string, Record<string, StepTarget>> = {
  'Become a Full Stack Developer': {
    'HTML and CSS basics': { quiz: 'HTML and Accessibility' },
    'JavaScript fundamentals': { fixme: 'js-counter-closure' },
    'Git and GitHub': { quiz: 'Git and Version Control' },
    'Build a portfolio project': { lesson: ['web', 'Capstone: a job board app'] },
  },
  'Data Scientist Roadmap': {
    'Statistics refresher': { lesson: ['data', 'Hypothesis testing'] },
    'Data visualisation': { lesson: ['data', 'Charts with matplotlib'] },
    'Capstone project': { lesson: ['data', 'Exploring Indian railway delays'] },
  },
  'Crack GATE CSE in 12 Months': {
    'Discrete mathematics': { lesson: ['cs-degree', 'Discrete mathematics'] },
    Algorithms: { fixme: 'py-binary-search' },
    'Operating systems': { lesson: ['gate', 'Operating systems'] },
    DBMS: { quiz: 'SQL Queries and Joins' },
    'Computer networks': { lesson: ['gate', 'Computer networks'] },
  },
  'NEET UG Study Plan': {
    'NCERT biology': { quiz: 'NEET Biology: Cell Biology' },
    'Physical chemistry': { lesson: ['neet', 'Physical chemistry'] },
    Mechanics: { lesson: ['neet', 'Mechanics'] },
    'Organic chemistry': { lesson: ['neet', 'Organic chemistry basics'] },
  },
  'CAT 99 Percentile Plan': {
    'Arithmetic basics': { quiz: 'CAT Quantitative Aptitude' },
    'Reading comprehension': { lesson: ['cat', 'Reading comprehension strategies'] },
    'Logical reasoning': { lesson: ['cat', 'Arrangements'] },
    'Data interpretation': { lesson: ['cat', 'Tables and charts'] },
  },
  'UI/UX Designer Roadmap': {
    'Design principles': { quiz: 'UI/UX Design Principles' },
    'User research': { lesson: ['uiux', 'User interviews'] },
    Wireframing: { lesson: ['uiux', 'Wireframes in Figma'] },
    'Usability testing': { lesson: ['uiux', 'Usability testing'] },
    'Portfolio case studies': { lesson: ['uiux', 'Case study writing'] },
  },
  'Chartered Accountant Journey': {
    Articleship: { lesson: ['ca', 'Auditing standards'] },
    'CA Final': { quiz: 'GST in India' },
  },
  'UPSC Civil Services Roadmap': {
    'NCERT foundation': { quiz: 'Indian Polity for UPSC' },
    'Current affairs habit': { lesson: ['upsc', 'Reading newspapers'] },
    'Optional subject': { lesson: ['upsc', 'Choosing an optional'] },
    'Interview preparation': { lesson: ['upsc', 'Mock interviews'] },
  },
  'Cloud Engineer Roadmap': {
    'Cloud concepts': { quiz: 'Cloud Computing Basics' },
    Networking: { lesson: ['cloud', 'VPCs and subnets'] },
    Terraform: { lesson: ['devops', 'Infrastructure as code with Terraform'] },
  },
  'Cyber Security Analyst Roadmap': {
    'Networking basics': { lesson: ['security', 'TCP/IP for defenders'] },
    'Security fundamentals': { quiz: 'Cyber Security Essentials' },
    'Scanning networks': { lesson: ['security', 'Scanning with Nmap'] },
    'SOC tools': { lesson: ['security', 'Working in a SOC'] },
  },
  'Become a Civil Site Engineer': {
    'Engineering drawing': { lesson: ['civil', 'Engineering drawing'] },
    'Site safety': { lesson: ['civil', 'Site safety'] },
    'Project management': { lesson: ['civil', 'Construction management'] },
  },
  'Digital Marketer Roadmap': {
    'Marketing basics': { quiz: 'Marketing Management' },
    'Content marketing': { lesson: ['digital-marketing', 'Blogging that ranks'] },
    'Social media ads': { lesson: ['digital-marketing', 'Meta Ads'] },
  },
  'CLAT Preparation Path': {
    'Reading habit': { lesson: ['clat', 'Reading passages'] },
    'Legal reasoning': { quiz: 'Law of Contracts' },
    'Logical reasoning': { lesson: ['clat', 'Critical reasoning'] },
    'Current affairs': { lesson: ['clat', 'Legal current affairs'] },
  },
  'Bank PO Roadmap': {
    'Quant basics': { lesson: ['bank', 'Simplification'] },
    English: { quiz: 'English Grammar for Exams' },
    'Banking awareness': { quiz: 'Banking Awareness' },
    Interview: { lesson: ['bank', 'Interview practice'] },
  },
  'Machine Learning Engineer Path': {
    'Linear algebra': { lesson: ['gate', 'Linear algebra'] },
    'Deep learning': { lesson: ['ml', 'Neural networks with PyTorch'] },
    MLOps: { lesson: ['ml', 'Deploying a model as an API'] },
  },
  'Fashion Designer Roadmap': {
    'Fashion illustration': { lesson: ['fashion', 'Fashion illustration'] },
    Textiles: { lesson: ['fashion', 'Fibres and yarns'] },
    'Garment construction': { lesson: ['fashion', 'Garment construction'] },
    Portfolio: { lesson: ['fashion', 'Fashion show and portfolio'] },
  },
  'Nursing Career Path': {
    'Anatomy and physiology': { quiz: 'Human Physiology' },
    'Clinical postings': { lesson: ['nursing', 'Hospital rotations'] },
    'Licensing exam': { lesson: ['nursing', 'Licensing exam preparation'] },
  },
  'SSC CGL Roadmap': {
    Quant: { lesson: ['ssc', 'Percentages and ratios'] },
    Reasoning: { quiz: 'Reasoning Ability' },
    English: { lesson: ['ssc', 'Grammar rules'] },
    'General awareness': { lesson: ['ssc', 'Static GK'] },
  },
  'Psychology Counsellor Path': {
    'Psychology basics': { quiz: 'Introduction to Psychology' },
    'Supervised practice': { lesson: ['psychology', 'Supervised case work'] },
    Ethics: { lesson: ['psychology', 'Ethics in counselling'] },
  },
  'Robotics Engineer Roadmap': {
    'Electronics basics': { quiz: 'Electrical Circuits' },
    'Python and C++': { lesson: ['robotics', 'Python for robotics'] },
    'Control systems': { lesson: ['robotics', 'PID control'] },
  },
};
