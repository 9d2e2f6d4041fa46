import type { CourseKind, OutlineModule } from './catalogue-subjects.ts';
import { withIndefiniteArticle } from './indefinite-article.ts';

/**
 * Texts of the demo catalogue that must read as written for their row, not as one template:
 * what each job involves, reviews that talk about the course they are on, and institute names
 * that belong to their city.
 */

// ---------------------------------------------------------------------------------------------
// Jobs: what the role does and needs, by title (every title of JOB_TITLES has one)

export const JOB_ROLES: Record<string, { does: string[]; needs: string[] }> = {
  'Frontend Developer (React)': {
    does: [
      'build and maintain React screens used by thousands of customers a day',
      'turn Figma designs into accessible, responsive components',
      'review pull requests and keep the component library tidy',
    ],
    needs: [
      'React with hooks and TypeScript',
      'HTML, CSS and browser dev tools',
      'a portfolio or GitHub projects we can look at',
    ],
  },
  'Backend Engineer (Node.js)': {
    does: [
      'design and build REST APIs in Node.js and PostgreSQL',
      'own a few services end to end, from schema to on-call',
      'profile slow queries and fix them',
    ],
    needs: ['Node.js with Express or Fastify', 'SQL and data modelling', 'writing tests for the code you ship'],
  },
  'Data Analyst': {
    does: [
      'answer business questions with SQL and spreadsheets',
      'build weekly dashboards in Power BI or Metabase',
      'explain what the numbers mean to managers who are not analysts',
    ],
    needs: ['SQL joins and group-bys', 'Excel pivot tables', 'clear written English'],
  },
  'Machine Learning Engineer': {
    does: [
      'train, evaluate and ship models for ranking and fraud detection',
      'build feature pipelines with the data engineering team',
      'monitor models in production and retrain when they drift',
    ],
    needs: [
      'Python, pandas and scikit-learn',
      'one deep learning framework',
      'statistics beyond accuracy: precision, recall, calibration',
    ],
  },
  'Cloud Support Associate': {
    does: [
      'help customers fix problems with their virtual machines, networks and storage',
      'reproduce issues in a test account and write clear answers',
      'work rotational shifts with a team that hands over cleanly',
    ],
    needs: ['Linux basics and networking (DNS, TCP, HTTP)', 'one cloud platform at associate level', 'patience on the phone'],
  },
  'DevOps Engineer': {
    does: [
      'run Kubernetes clusters and the CI/CD pipelines on them',
      'write Terraform for new environments',
      'cut alert noise and lead incident reviews',
    ],
    needs: ['Linux, Docker and Kubernetes', 'Terraform or another infrastructure-as-code tool', 'scripting in Bash or Python'],
  },
  'Security Analyst': {
    does: [
      'watch the SIEM and triage alerts during your shift',
      'run vulnerability scans and follow fixes to closure',
      'write incident reports that auditors can follow',
    ],
    needs: [
      'networking and Windows/Linux logs',
      'OWASP Top 10',
      'CEH, Security+ or a similar certification (or working towards one)',
    ],
  },
  'Java Developer': {
    does: [
      'build Spring Boot services for our payments and account systems',
      'write unit and integration tests',
      'fix production issues with the support team',
    ],
    needs: ['Java 17 and Spring Boot', 'SQL and JPA/Hibernate', 'Git and code reviews'],
  },
  'Python Developer Intern': {
    does: [
      'write small Python scripts and APIs with a senior developer as your mentor',
      'clean and load data for the analytics team',
      'present what you built in the fortnightly demo',
    ],
    needs: [
      'Python basics: functions, lists, dicts, files',
      'one project you can walk us through',
      'final-year or recent graduate of any branch',
    ],
  },
  'Graduate Engineer Trainee (Mechanical)': {
    does: [
      'rotate through production, quality and maintenance in your first year',
      'run time studies and suggest line improvements',
      'prepare daily shop-floor reports',
    ],
    needs: [
      'B.E./B.Tech in Mechanical (2025 or 2026 pass-out)',
      'AutoCAD or SolidWorks basics',
      'willingness to work in shifts at the plant',
    ],
  },
  'Site Engineer (Civil)': {
    does: [
      'supervise RCC work, shuttering and finishing on a residential site',
      'check quantities against drawings and bills of the contractors',
      'keep the daily progress report and safety register',
    ],
    needs: ['B.E./Diploma in Civil', 'reading structural drawings', 'AutoCAD and MS Project or Excel'],
  },
  'Electrical Design Engineer': {
    does: [
      'design LT/HT distribution for commercial buildings and plants',
      'size cables, breakers and transformers and prepare single-line diagrams',
      'coordinate with site teams during installation',
    ],
    needs: ['B.E. in Electrical', 'ETAP or DIALux', 'IS and IEC standards for installations'],
  },
  'Embedded Software Engineer': {
    does: [
      'write firmware in C for ARM Cortex-M microcontrollers',
      'bring up new boards with the hardware team',
      'debug with oscilloscopes, logic analysers and JTAG',
    ],
    needs: ['C and microcontroller peripherals (UART, SPI, I2C)', 'an RTOS such as FreeRTOS', 'reading datasheets'],
  },
  'Robotics Engineer': {
    does: [
      "program pick-and-place and welding robots for our customers' lines",
      'integrate vision cameras and PLCs',
      'commission cells at customer sites across India',
    ],
    needs: ['ROS or an industrial robot language', 'PLC basics', 'willingness to travel for commissioning'],
  },
  'Staff Nurse': {
    does: [
      'care for patients in the medical and surgical wards',
      'give medicines and keep nursing records on the hospital system',
      'hand over clearly at the end of every shift',
    ],
    needs: ['B.Sc Nursing or GNM with state council registration', 'BLS certification', 'rotating shifts including nights'],
  },
  'Lab Technician': {
    does: [
      'collect and process blood and urine samples',
      'run analysers and keep quality-control charts',
      'report results on the lab information system',
    ],
    needs: ['DMLT or B.Sc MLT', 'NABL lab practices', 'careful record keeping'],
  },
  Physiotherapist: {
    does: [
      'assess and treat outpatients after surgery and sports injuries',
      'plan home exercise programmes',
      'see ward patients with the orthopaedic team',
    ],
    needs: ['BPT (MPT preferred)', 'registration with the state council', 'good communication in English and the local language'],
  },
  'Medical Representative': {
    does: [
      'meet doctors and chemists in your territory to present our products',
      'plan daily call lists and report them in the app',
      'meet monthly prescription and sales targets',
    ],
    needs: ['B.Pharm or B.Sc', 'a two-wheeler and a driving licence', 'comfort with field work'],
  },
  'Marketing Executive': {
    does: [
      'plan and run campaigns on Instagram, Google and WhatsApp',
      'work with agencies on creatives and offers',
      'report what each rupee of spend brought in',
    ],
    needs: ['a marketing degree or certification', 'Google Ads and Meta Ads Manager', 'Excel for campaign reports'],
  },
  'HR Generalist': {
    does: [
      'own hiring for two or three teams from job post to offer',
      'run onboarding, attendance and payroll inputs',
      'handle employee questions and the yearly appraisal cycle',
    ],
    needs: ['an MBA or PG diploma in HR', 'labour law basics (PF, ESI, gratuity)', 'an HRMS such as Keka or Darwinbox'],
  },
  'Business Analyst': {
    does: [
      'gather requirements from business teams and write them as user stories',
      'analyse data to size problems before we build',
      'test releases against the acceptance criteria',
    ],
    needs: ['SQL and Excel', 'writing clear requirement documents', 'Jira or a similar tool'],
  },
  'Operations Manager': {
    does: [
      'run day-to-day operations of a warehouse or service centre with a team of 40+',
      'track SLAs, costs and attrition every week',
      'lead process improvements with the central team',
    ],
    needs: ['an MBA in operations or equivalent experience', 'people management', 'Lean or Six Sigma (Green Belt a plus)'],
  },
  'UI/UX Designer': {
    does: [
      'design flows and screens in Figma for web and mobile',
      'run usability tests with real users every sprint',
      'keep the design system consistent',
    ],
    needs: ['a portfolio with case studies', 'Figma and prototyping', 'basic HTML and CSS'],
  },
  'Graphic Designer': {
    does: [
      'design social posts, packaging and print material',
      'adapt campaign creatives for every format',
      'prepare files for printers and vendors',
    ],
    needs: ['Photoshop, Illustrator and InDesign', 'typography and layout', 'a portfolio'],
  },
  'Interior Designer': {
    does: [
      'design homes and offices from brief to handover',
      'prepare 2D drawings, 3D views and bills of quantities',
      'visit sites and coordinate carpenters and vendors',
    ],
    needs: ['a degree or diploma in interior design', 'AutoCAD and SketchUp', 'knowledge of materials and costing'],
  },
  '3D Animator': {
    does: [
      'animate characters for series and advertisements',
      'block, polish and hand over shots on schedule',
      'take feedback from the director in dailies',
    ],
    needs: ['Maya or Blender', 'a showreel', 'timing and weight in animation'],
  },
  'Accounts Executive': {
    does: [
      'record purchases, sales and payments in Tally',
      'prepare GST returns and TDS workings',
      'reconcile bank statements every month',
    ],
    needs: ['B.Com', 'Tally Prime and Excel', 'GST basics'],
  },
  'Audit Associate': {
    does: [
      'do statutory and internal audits of client companies',
      'test controls and vouch transactions',
      'draft audit observations for the manager',
    ],
    needs: ['CA Inter or articleship completed', 'Ind AS and auditing standards', 'Excel'],
  },
  'Relationship Manager (Banking)': {
    does: [
      'look after a portfolio of high-value savings and current accounts',
      'offer deposits, insurance and investment products',
      'meet customers at the branch and at their businesses',
    ],
    needs: ['a graduate degree (MBA preferred)', 'NISM or IRDA certification or willingness to take it', 'sales experience'],
  },
  'Equity Research Intern': {
    does: [
      'build company financial models under an analyst',
      'read annual reports and earnings calls and summarise them',
      'help write sector notes for our clients',
    ],
    needs: ['Excel and accounting basics', 'a keen interest in Indian markets', 'CFA Level 1 candidates welcome'],
  },
  'Legal Associate': {
    does: [
      'draft and review commercial contracts',
      'research case law and prepare notes for partners',
      'attend client calls and track matters',
    ],
    needs: ['LL.B. with Bar Council enrolment', 'contract drafting', 'SCC Online or Manupatra'],
  },
  'Compliance Officer': {
    does: [
      'track RBI and SEBI circulars and what they change for us',
      'run compliance testing and report to the board',
      'train teams on KYC and anti-money-laundering rules',
    ],
    needs: ['a law or CS degree', 'experience in a regulated business', 'clear report writing'],
  },
};

const FULL_TIME_BENEFITS = [
  'Health insurance for you and your family, a yearly learning budget and flexible hours.',
  'Group medical cover, PF and gratuity, and a hybrid week after the first three months.',
  'Medical insurance, paid certifications and 24 days of leave a year.',
  'Insurance, a performance bonus and cab facility for late shifts.',
  'Mediclaim, meal cards and a transparent yearly appraisal.',
];

/** A job's description from its role: what the work is, what it needs, and what the company offers. */
export function jobDescription(job: {
  title: string;
  company: string;
  city: string;
  internship: boolean;
  minYears: number;
  maxYears: number;
  variant: number;
}): string {
  const role = JOB_ROLES[job.title];
  if (!role) throw new Error(`no role text for ${job.title}`);
  const experience = job.internship
    ? 'This is a six-month internship for students and fresh graduates.'
    : job.minYears === 0
      ? `Freshers and people with up to ${job.maxYears} ${job.maxYears === 1 ? 'year' : 'years'} of experience are welcome.`
      : `We are looking for ${job.minYears} to ${job.maxYears} years of experience.`;
  const offer = job.internship
    ? 'A monthly stipend, a mentor for the whole internship, an internship certificate and a pre-placement offer for interns who do well.'
    : FULL_TIME_BENEFITS[job.variant % FULL_TIME_BENEFITS.length];
  return [
    `As ${withIndefiniteArticle(job.title)} at ${job.company} in ${job.city} you will:`,
    ...role.does.map((line) => `- ${line}`),
    '',
    `${experience} You will need:`,
    ...role.needs.map((line) => `- ${line}`),
    '',
    `${job.internship ? 'What you get' : 'Benefits'}: ${offer}`,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Reviews that talk about the course they are on

type ReviewFrame = [rating: number, write: (module: string, lesson: string) => string];

/** A title inside a sentence: "Tables, rows and keys" → "tables, rows and keys"; "SQL joins" and "GST returns" stay. */
const midSentence = (title: string) => (/^[A-Z][a-z]+\b/.test(title) ? title[0]!.toLowerCase() + title.slice(1) : title);

/** Every frame names one of the course's own modules or lessons, so a review fits its course. */
const COURSE_REVIEW_FRAMES: ReviewFrame[] = [
  [5, (m, l) => `The ${m} module alone was worth it. ${l} finally made sense to me after two failed attempts on YouTube.`],
  [5, (m, l) => `Loved the class on ${midSentence(l)}: real examples from Indian companies. ${m} was the highlight.`],
  [5, (_m, l) => `Best part was ${midSentence(l)}: the faculty stayed back after class until everyone got it.`],
  [4, (m, l) => `Good course. ${m} was taught well, though ${midSentence(l)} felt rushed in the last week.`],
  [4, (m, _l) => `Well structured. I would have liked one more assignment in ${m}, but the notes are excellent.`],
  [4, (_m, l) => `Clear explanations in simple English and Hindi. I still go back to the notes on ${midSentence(l)}.`],
  [3, (_m, l) => `Fine for basics. I wanted much more practice on ${midSentence(l)} than we got.`],
  [3, (m, _l) => `${m} was good, the rest average. The batch was too large to ask questions.`],
  [2, (m, _l) => `${m} was covered in a hurry and the recordings came days late.`],
  [1, (_m, l) => `Not as advertised: we spent a single class on ${midSentence(l)}.`],
];

/** Only exam courses talk about mock tests and ranks; only skill courses about a first job. */
const KIND_REVIEW_FRAMES: Record<CourseKind, ReviewFrame[]> = {
  exam: [
    [5, (m) => `The mock tests were very close to the real exam, and the ${m} sessions lifted my score.`],
    [4, (m) => `Test series is tough in a good way. ${m} needs more previous-year questions.`],
  ],
  skill: [
    [5, (m) => `The project in ${m} is what I talked about in my first interview, and I got the job.`],
    [4, (m) => `Practical from day one. ${m} had real assignments, not just slides.`],
  ],
  degree: [
    [5, (m) => `Strong faculty and a good library. ${m} in our year was taught by the head of department herself.`],
    [4, (m) => `Good programme overall. ${m} had a field visit that I still remember.`],
  ],
};

/**
 * `count` distinct reviews (rating and text) for a course: each names a module or lesson of the
 * course; no two on the same course share a frame.
 */
export function courseReviews(
  kind: CourseKind,
  modules: OutlineModule[],
  count: number,
  pick: <T>(items: readonly T[], n: number) => T[],
): [rating: number, text: string][] {
  const frames = pick([...COURSE_REVIEW_FRAMES, ...KIND_REVIEW_FRAMES[kind]], count);
  return frames.map(([rating, write], i) => {
    const module = modules[i % modules.length]!;
    const lesson = module.lessons[(i * 7) % module.lessons.length]!;
    return [rating, write(module.title, lesson)];
  });
}

/** Reviews of an institute: about the place, its faculty and (for coaching) its results. */
export const INSTITUTE_REVIEWS: Record<'campus' | 'coaching' | 'online', [rating: number, text: string][]> = {
  campus: [
    [5, 'Excellent faculty and a placement cell that actually calls companies. Got placed in the second round.'],
    [4, 'Good campus and labs. The canteen could be better, the teaching cannot.'],
    [4, 'Teachers are approachable and the library is open late before exams.'],
    [3, 'Decent college. Infrastructure is fine but the hostel rules are strict.'],
    [2, 'Too many classes were cancelled in my final year and the timetable changed often.'],
    [5, 'Industry visits every semester and alumni who come back to mentor us.'],
  ],
  coaching: [
    [5, 'Small batches and weekly tests. My rank improved by a few thousand in one year.'],
    [4, 'Faculty are strong in their subjects; the doubt counters get crowded before tests.'],
    [3, 'Good material, but the evening batch finishes very late.'],
    [5, 'The teachers know every pattern of the exam. Worth the fee.'],
    [2, 'Batch size grew from 40 to 90 in two months; personal attention dropped.'],
  ],
  online: [
    [5, 'Live classes at a time that works with my job, and recordings when I miss one.'],
    [4, 'Mentors answer in the group within hours. The app could be faster.'],
    [3, 'Good content, but you need discipline: nobody chases you.'],
    [4, 'Affordable and well organised. Assignments are checked properly.'],
  ],
};

// ---------------------------------------------------------------------------------------------
// Institute names that belong to their city

/**
 * Names a college in each demo city would carry: a local river, hill, dynasty or figure. A
 * campus institute takes its name from its own city's list ("Shivaji" only in Maharashtra).
 */
export const CITY_INSTITUTE_NAMES: Record<string, string[]> = {
  Bengaluru: ['Visvesvaraya', 'Kaveri', 'Nrupathunga', 'Kempegowda'],
  Mumbai: ['Shivaji', 'Tilak', 'Jijamata', 'Sahyadri'],
  Delhi: ['Indraprastha', 'Yamuna', 'Chanakya', 'Aravali'],
  Pune: ['Sahyadri', 'Phule', 'Deccan', 'Shivaji'],
  Hyderabad: ['Kakatiya', 'Golconda', 'Deccan', 'Charminar'],
  Chennai: ['Thiruvalluvar', 'Pallava', 'Kaveri', 'Marina'],
  Kolkata: ['Tagore', 'Vivekananda', 'Netaji', 'Hooghly'],
  Ahmedabad: ['Sabarmati', 'Sardar Patel', 'Narmada', 'Lothal'],
  Jaipur: ['Aravali', 'Amber', 'Rajputana', 'Sawai'],
  Lucknow: ['Awadh', 'Gomti', 'Ganga', 'Lakshman'],
  Kochi: ['Periyar', 'Malabar', 'Sree Narayana', 'Vembanad'],
  Chandigarh: ['Shivalik', 'Sukhna', 'Punjab', 'Rose Garden'],
  Indore: ['Ahilya', 'Malwa', 'Narmada', 'Holkar'],
  Bhopal: ['Vindhya', 'Bhoj', 'Narmada', 'Upper Lake'],
  Coimbatore: ['Sri Ramakrishna', 'Kongu', 'Nilgiri', 'Noyyal'],
  Nagpur: ['Vidarbha', 'Wainganga', 'Shivaji', 'Sitabuldi'],
  Bhubaneswar: ['Konark', 'Kalinga', 'Utkal', 'Lingaraj'],
  Guwahati: ['Brahmaputra', 'Kamrup', 'Pragjyotish', 'Kamakhya'],
  Noida: ['Yamuna', 'Hindon', 'Aryabhata', 'Ganga'],
  Gurugram: ['Aravali', 'Dronacharya', 'Sultanpur', 'Haryana'],
  Visakhapatnam: ['Godavari', 'Simhachalam', 'Kalinga', 'Andhra'],
  Patna: ['Nalanda', 'Pataliputra', 'Aryabhata', 'Chanakya'],
};

/** Names without a place for institutes that teach only online. */
export const ONLINE_INSTITUTE_NAMES = ['Saraswati', 'Dhruv', 'Lotus', 'Vikram', 'Meghdoot', 'Annapurna', 'Vidya Bharati'];
