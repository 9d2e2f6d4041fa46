import type { InterviewCategory, InterviewLevel } from '@lp/contract/interviews';

/** The mock interviews of the demo data: real questions asked in Indian hiring and UPSC boards, with what a strong answer covers. */

export type InterviewSeed = {
  slug: string;
  title: string;
  summary: string;
  description: string;
  category: InterviewCategory;
  level: InterviewLevel;
  isPremium?: boolean;
  questions: { prompt: string; guidance: string; keyPoints: string[]; answerSeconds?: number }[];
};

export const INTERVIEWS: InterviewSeed[] = [
  {
    slug: 'hr-round-for-freshers',
    title: 'HR round for freshers',
    summary: 'The five questions almost every campus HR round asks, from "tell me about yourself" to "why should we hire you".',
    description:
      'A first HR interview after college. Answer as you would in the room: about a minute or two each, with one concrete example per answer. The interviewer is checking communication, self-awareness and whether you researched the company.',
    category: 'hr',
    level: 'beginner',
    questions: [
      {
        prompt: 'Tell me about yourself.',
        guidance:
          'Present, past, future in about 90 seconds: what you studied, one thing you built or led, and why this role is next.',
        keyPoints: [
          'current education or degree',
          'a project or internship you did',
          'skills relevant to the role',
          'why this role fits your goals',
        ],
      },
      {
        prompt: 'What are your greatest strengths and one weakness?',
        guidance: 'Back each strength with an example. For the weakness, pick a real one and say what you are doing about it.',
        keyPoints: ['strength backed by an example', 'a genuine weakness', 'steps you take to improve the weakness'],
      },
      {
        prompt: 'Why do you want to join our company?',
        guidance: 'Show research: the product, the team or the values, and connect them to what you want to learn.',
        keyPoints: [
          'something specific about the company product or customers',
          'company values or culture',
          'what you want to learn or contribute',
        ],
      },
      {
        prompt: 'Where do you see yourself in five years?',
        guidance:
          'Ambitious but grounded: the skills you want, the responsibility you hope to hold, and how it helps the company.',
        keyPoints: [
          'skills you plan to build',
          'responsibility or leadership you aim for',
          'staying and growing with the company',
        ],
      },
      {
        prompt: 'Why should we hire you over other candidates?',
        guidance: 'Summarise your fit: two or three qualities with proof, tied to what the job needs.',
        keyPoints: [
          'match with the job requirements',
          'proof from a project or achievement',
          'attitude such as learning quickly or ownership',
        ],
      },
    ],
  },
  {
    slug: 'behavioural-teamwork-and-conflict',
    title: 'Behavioural: teamwork, conflict and pressure',
    summary: 'STAR-style questions on working with people, disagreement, failure and deadlines.',
    description:
      'Behavioural questions ask for a real story. Use STAR: the situation, your task, the actions you took (say "I", not "we") and the result, with a number if you have one.',
    category: 'hr',
    level: 'intermediate',
    questions: [
      {
        prompt: 'Tell me about a time you disagreed with a teammate. How did you resolve it?',
        guidance:
          'Pick a disagreement about work, not personalities. Show that you listened and that the outcome was better for it.',
        keyPoints: [
          'the situation and what the disagreement was about',
          'listening to the other point of view',
          'the action you took to resolve it',
          'the result for the team',
        ],
      },
      {
        prompt: 'Describe a time you missed a deadline or failed at something.',
        guidance: 'Own it, explain what you learned, and show the change you made afterwards.',
        keyPoints: [
          'taking responsibility for the failure',
          'what went wrong and why',
          'what you learned',
          'how you changed your approach afterwards',
        ],
      },
      {
        prompt: 'Give an example of working under pressure with several priorities.',
        guidance: 'Explain how you decided what came first and how you kept people informed.',
        keyPoints: [
          'how you prioritised the tasks',
          'communicating with stakeholders or your manager',
          'the outcome and deadline met',
        ],
      },
      {
        prompt: 'Tell me about a time you took the lead without being asked.',
        guidance: 'Initiative: what you noticed, what you did, and who benefited.',
        keyPoints: ['the problem you noticed', 'the initiative you took', 'getting others on board', 'the measurable result'],
      },
    ],
  },
  {
    slug: 'offer-and-salary-discussion',
    title: 'Offer and salary discussion',
    summary: 'Practise the last conversation: expected CTC, notice period, relocation and a counter-offer.',
    description:
      'The final HR call decides your package. Stay polite and specific: research the range for the role and city, know your notice period, and never lie about a current offer.',
    category: 'hr',
    level: 'intermediate',
    questions: [
      {
        prompt: 'What is your expected CTC, and why?',
        guidance:
          'Give a researched range, explain it with your skills and the market, and show you are open to the whole package.',
        keyPoints: [
          'a specific salary range',
          'market research for the role and city',
          'your skills or experience that justify it',
          'openness to discuss the full package',
        ],
      },
      {
        prompt: 'Your notice period is 90 days. Can you join sooner?',
        guidance: 'Be honest about your contract, offer what you can (buy-out, early release request) and confirm a date.',
        keyPoints: ['honest about the notice period', 'options such as a buy-out or early release', 'a realistic joining date'],
      },
      {
        prompt: 'Are you willing to relocate to Bengaluru?',
        guidance: 'Say yes or no clearly, with any conditions (relocation support, timeline).',
        keyPoints: ['a clear answer', 'conditions such as relocation support', 'when you could move'],
      },
      {
        prompt: 'We can offer 10% less than you asked. What do you say?',
        guidance:
          'Thank them, restate your value, and negotiate on other parts (joining bonus, review after six months) before you decide.',
        keyPoints: [
          'thanking them and staying positive',
          'restating the value you bring',
          'negotiating other components such as a bonus or early review',
          'asking for time to decide if needed',
        ],
      },
    ],
  },
  {
    slug: 'data-analyst-sql-and-excel',
    title: 'Data analyst: SQL, Excel and dashboards',
    summary: 'The technical screen for an entry-level analyst: joins, window functions, pivots and telling a story with data.',
    description:
      'Explain as you would at a whiteboard. Name the SQL you would write, say why, and mention edge cases such as NULLs and duplicates.',
    category: 'data',
    level: 'beginner',
    questions: [
      {
        prompt: 'Explain the difference between INNER JOIN and LEFT JOIN with an example.',
        guidance: 'Use two small tables (customers and orders) and say what happens to a customer with no orders.',
        keyPoints: [
          'inner join keeps only matching rows',
          'left join keeps all rows of the left table',
          'unmatched columns become NULL',
          'an example such as customers and orders',
        ],
      },
      {
        prompt: 'How would you find the second highest salary in each department?',
        guidance: 'Window functions: DENSE_RANK or ROW_NUMBER partitioned by department; mention ties.',
        keyPoints: [
          'a window function such as dense_rank',
          'partition by department',
          'order by salary descending',
          'how ties are handled',
        ],
      },
      {
        prompt: 'A sales sheet has duplicates and blank cells. How do you clean it in Excel?',
        guidance: 'Walk through the steps in order and how you would check you did not lose real data.',
        keyPoints: [
          'remove duplicates',
          'handle blank or missing values',
          'consistent formats such as dates and text',
          'checking totals before and after',
        ],
      },
      {
        prompt: 'Monthly revenue dropped 15%. How would you investigate?',
        guidance: 'Break the metric down (region, product, channel, new vs returning) before guessing causes.',
        keyPoints: [
          'confirm the data is correct',
          'break down by segment such as region or product',
          'compare with the same period last year',
          'share findings with a clear recommendation',
        ],
      },
    ],
  },
  {
    slug: 'data-science-fundamentals',
    title: 'Data science fundamentals',
    summary: 'Bias and variance, overfitting, metrics for imbalanced data and explaining a model to a manager.',
    description:
      'A technical round for a junior data scientist. Be precise with terms and give one practical example for each idea.',
    category: 'data',
    level: 'intermediate',
    questions: [
      {
        prompt: 'What is overfitting and how do you prevent it?',
        guidance: 'Define it, show how you detect it (train vs validation), and list remedies.',
        keyPoints: [
          'model learns noise in the training data',
          'gap between training and validation performance',
          'regularisation',
          'cross validation or more data',
        ],
      },
      {
        prompt: 'Your fraud model is 99% accurate. Why might that be misleading?',
        guidance: 'Class imbalance: talk about precision, recall and what a missed fraud costs.',
        keyPoints: ['class imbalance', 'precision and recall', 'confusion matrix', 'cost of false negatives'],
      },
      {
        prompt: 'Explain the bias-variance trade-off.',
        guidance: 'Use a simple model and a complex model as the two ends.',
        keyPoints: [
          'bias is error from wrong assumptions',
          'variance is sensitivity to the training data',
          'simple models underfit and complex models overfit',
          'choosing model complexity',
        ],
      },
      {
        prompt: 'How would you explain a churn model to a business manager?',
        guidance: 'No jargon: what it predicts, how sure it is, and what the team should do with it.',
        keyPoints: [
          'what the model predicts in plain words',
          'the main factors driving churn',
          'how accurate it is',
          'the action the business should take',
        ],
      },
    ],
  },
  {
    slug: 'product-analytics-case',
    title: 'Product analytics case interview',
    summary: 'A food-delivery app case: define success, design an A/B test and read its result.',
    description:
      'Case rounds at product companies. Structure first: clarify the goal, pick metrics, then go deep. Think aloud; the interviewer scores your structure as much as your answer.',
    category: 'data',
    level: 'advanced',
    isPremium: true,
    questions: [
      {
        prompt: 'How would you measure the success of a new "reorder in one tap" button?',
        guidance: 'A primary metric, guardrail metrics, and how long you would watch them.',
        keyPoints: [
          'a primary metric such as reorder rate',
          'guardrail metrics such as order value or cancellations',
          'a baseline to compare against',
          'the time window',
        ],
      },
      {
        prompt: 'Design an A/B test for the button.',
        guidance: 'Unit of randomisation, sample size, duration, and what could contaminate the result.',
        keyPoints: [
          'randomise users into control and treatment',
          'sample size and statistical power',
          'run for full weeks',
          'a hypothesis stated before the test',
        ],
      },
      {
        prompt: 'The test shows +3% orders but p = 0.08. Would you launch?',
        guidance: 'Discuss significance, practical impact, risk and what more data you would want.',
        keyPoints: [
          'not significant at the usual 5% level',
          'practical or business impact',
          'risk of a false positive',
          'extend the test or gather more data',
        ],
      },
    ],
  },
  {
    slug: 'frontend-developer-react',
    title: 'Frontend developer (React)',
    summary: 'State, effects, rendering performance and accessibility for a mid-level React role.',
    description: 'Explain with small code examples in words. Interviewers look for why as much as how.',
    category: 'software',
    level: 'intermediate',
    questions: [
      {
        prompt: 'When would you use useEffect, and what is the dependency array for?',
        guidance: 'Side effects outside rendering, cleanup, and the bugs a wrong dependency array causes.',
        keyPoints: [
          'side effects such as fetching or subscriptions',
          'dependency array controls when it runs',
          'cleanup function',
          'stale values or infinite loops from wrong dependencies',
        ],
      },
      {
        prompt: 'A list of 5,000 rows is slow to type into. How do you find and fix the cause?',
        guidance: 'Measure first (React Profiler), then fix what you measured.',
        keyPoints: [
          'measure with the profiler',
          'avoid unnecessary re-renders with memo',
          'virtualise the long list',
          'debounce or defer the input',
        ],
      },
      {
        prompt: 'How do you make a custom dropdown accessible?',
        guidance: 'Keyboard, focus, roles and names; or why you would use a native element.',
        keyPoints: ['keyboard navigation', 'aria roles and labels', 'focus management', 'prefer native elements when possible'],
      },
      {
        prompt: 'Where would you keep server data versus UI state?',
        guidance: 'Cache server data with a query library; keep local UI state close to where it is used.',
        keyPoints: [
          'server state in a cache such as react query',
          'local state for ui only',
          'avoid duplicating server data in global state',
          'invalidate or refetch after changes',
        ],
      },
    ],
  },
  {
    slug: 'backend-and-system-design',
    title: 'Backend and system design basics',
    summary: 'Design a URL shortener, scale reads, and keep payments idempotent.',
    description:
      'A design round for a backend role with two to four years of experience. Start with requirements and numbers, sketch the components, then discuss trade-offs.',
    category: 'software',
    level: 'advanced',
    isPremium: true,
    questions: [
      {
        prompt: 'Design a URL shortener like bit.ly.',
        guidance: 'Requirements, key generation, storage, redirects and caching.',
        keyPoints: [
          'functional requirements and scale estimates',
          'generating unique short keys',
          'database schema and storage',
          'caching for fast redirects',
        ],
        answerSeconds: 240,
      },
      {
        prompt: 'Your API reads are 50 times the writes and the database is at 90% CPU. What do you do?',
        guidance: 'Measure, then add the cheapest fix first.',
        keyPoints: ['find slow queries and add indexes', 'cache frequent reads', 'read replicas', 'monitor after each change'],
      },
      {
        prompt: 'How do you make a payment API safe to retry?',
        guidance: 'Idempotency keys, unique constraints and what the client sees on a retry.',
        keyPoints: [
          'idempotency key from the client',
          'unique constraint in the database',
          'return the same result on a retry',
          'handle timeouts from the payment gateway',
        ],
      },
    ],
  },
  {
    slug: 'java-and-oop-for-freshers',
    title: 'Java and OOP for freshers',
    summary: 'The technical round of a service-company campus drive: OOP pillars, collections and exceptions.',
    description: 'Short, precise definitions with one example each. Mention a real use from your college project where you can.',
    category: 'software',
    level: 'beginner',
    questions: [
      {
        prompt: 'Explain the four pillars of object-oriented programming.',
        guidance: 'Define each with a one-line example.',
        keyPoints: ['encapsulation', 'inheritance', 'polymorphism', 'abstraction'],
      },
      {
        prompt: 'What is the difference between an ArrayList and a LinkedList?',
        guidance: 'How they store data and what is fast or slow in each.',
        keyPoints: [
          'array list uses a resizable array',
          'linked list uses nodes with links',
          'fast random access in array list',
          'cheap inserts and removals in linked list',
        ],
      },
      {
        prompt: 'Checked versus unchecked exceptions: what is the difference?',
        guidance: 'Compile-time checking, examples of each, and when you would create your own.',
        keyPoints: [
          'checked exceptions are checked at compile time',
          'unchecked exceptions extend runtime exception',
          'an example of each',
          'handling with try catch or throws',
        ],
      },
      {
        prompt: 'Walk me through your final-year project.',
        guidance: 'The problem, your part, the technology, one difficulty and what you would do differently.',
        keyPoints: [
          'the problem the project solves',
          'your own contribution',
          'technologies used',
          'a challenge and how you solved it',
        ],
      },
    ],
  },
  {
    slug: 'upsc-personality-test-governance',
    title: 'UPSC personality test: governance and current affairs',
    summary: 'Board questions on federalism, public service delivery and India’s place in the world.',
    description:
      'The civil services interview tests balance and clarity more than facts. Give both sides, end with a practical way forward, and stay calm if the board pushes back.',
    category: 'civil-services',
    level: 'advanced',
    questions: [
      {
        prompt: 'Should states have more say in how centrally sponsored schemes are designed?',
        guidance: 'Cooperative federalism: arguments for uniform standards and for local flexibility, then a balanced view.',
        keyPoints: [
          'cooperative federalism',
          'need for national standards and accountability',
          'local needs and flexibility for states',
          'a balanced way forward such as flexi funds',
        ],
      },
      {
        prompt: 'How can technology improve last-mile delivery of welfare schemes?',
        guidance: 'Concrete examples (DBT, Aadhaar-enabled payments), risks of exclusion, and safeguards.',
        keyPoints: [
          'direct benefit transfer',
          'reducing leakages',
          'risk of exclusion for people without access',
          'grievance redressal and offline options',
        ],
      },
      {
        prompt: 'As a district collector, how would you handle a flood warning 48 hours ahead?',
        guidance: 'Prioritise lives: evacuation, coordination with agencies, communication and relief.',
        keyPoints: [
          'evacuation of vulnerable people first',
          'coordination with NDRF and line departments',
          'clear public communication',
          'relief camps and supplies',
        ],
      },
      {
        prompt: 'What are India’s priorities in its neighbourhood today?',
        guidance: 'Neighbourhood First: connectivity, security, trade, with one or two examples.',
        keyPoints: [
          'neighbourhood first policy',
          'connectivity and trade projects',
          'security concerns',
          'people to people ties',
        ],
      },
    ],
  },
  {
    slug: 'upsc-personality-test-ethics',
    title: 'UPSC personality test: ethics and situations',
    summary: 'Integrity under pressure, conflicts of interest and choices between two rights.',
    description:
      'Situational questions have no single right answer. The board looks for integrity, empathy and a decision you can defend in law and in conscience.',
    category: 'civil-services',
    level: 'advanced',
    questions: [
      {
        prompt: 'A senior officer asks you to clear a file that you believe breaks the rules. What do you do?',
        guidance: 'Respect the hierarchy but not at the cost of the law: put your view in writing and follow the due process.',
        keyPoints: [
          'follow the rules and the law',
          'record your objection in writing',
          'respectful communication with the senior',
          'escalate through proper channels if needed',
        ],
      },
      {
        prompt: 'Your relative applies for a contract in your department. How do you handle it?',
        guidance: 'Conflict of interest: disclose, recuse, and keep the process transparent.',
        keyPoints: ['declare the conflict of interest', 'recuse yourself from the decision', 'transparent and fair process'],
      },
      {
        prompt: 'What does integrity mean to you? Give an example from your life.',
        guidance: 'A definition in your own words and a true, specific example.',
        keyPoints: ['consistency between values and actions', 'honesty when nobody is watching', 'a personal example'],
      },
      {
        prompt: 'Protesters block a highway during a medical emergency in the area. What would you do as SDM?',
        guidance: 'Balance the right to protest with public safety; dialogue first, force last.',
        keyPoints: [
          'ensure the ambulance or emergency passage',
          'dialogue with protest leaders',
          'respect the right to protest',
          'proportionate use of force only as a last resort',
        ],
      },
    ],
  },
];
