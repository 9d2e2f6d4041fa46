/**
 * Demo community questions: programming tasks asked in several languages (the answers say what
 * an experienced learner would), plus exam, college and career questions written out in full.
 */

export type SeedQuestion = { title: string; body: string; tags: string[]; answers: string[] };

/** Languages the programming tasks are asked in, with the tag slug they carry and a code fence name. */
export const LANGUAGES = [
  { name: 'Python', tag: 'python', fence: 'python' },
  { name: 'Java', tag: 'java', fence: 'java' },
  { name: 'JavaScript', tag: 'web-development', fence: 'js' },
  { name: 'C++', tag: 'computer-science', fence: 'cpp' },
] as const;

/** `{lang}` is replaced by the language's name. */
export const TASKS: { task: string; context: string; answers: string[] }[] = [
  {
    task: 'remove duplicates from a list but keep the original order',
    context:
      'I have a list of student roll numbers read from an attendance sheet and some appear twice. Converting to a set loses the order, which I need for the report.',
    answers: [
      'Walk the list once and keep a set of what you have already seen; append an item to the result only when it is not in the set. That is O(n) and keeps the first occurrence of each.',
      'If you are on a recent {lang} version there is usually an ordered set or map in the standard library: insert everything and read the keys back in insertion order.',
    ],
  },
  {
    task: 'sort a map by its values',
    context:
      'I count how many times each city appears in our placement data and want to print the cities from most to fewest placements.',
    answers: [
      'Maps are not sorted by value, so take the entries out into a list and sort that list with a comparator on the value (descending), then print it.',
      'Remember ties: sort by value descending and then by key ascending, so the output is the same on every run.',
    ],
  },
  {
    task: 'read a large file line by line without running out of memory',
    context:
      'The server log I am analysing for my mini project is 3 GB. Reading it all at once crashes my laptop with 8 GB of RAM.',
    answers: [
      'Stream it: open the file and iterate over lines; only the current line is in memory. Do the counting as you go instead of collecting lines in a list.',
      'Also check the encoding. Logs with a stray byte will throw halfway through; open the file with errors replaced if you only need counts.',
    ],
  },
  {
    task: 'parse a date string like "23/11/2026" into a date',
    context: 'Our college portal exports dates as dd/mm/yyyy and my code keeps reading 03/04 as March 4th.',
    answers: [
      'Always give the parser the exact format (day/month/year) instead of letting it guess; guessing defaults to the US month-first order.',
      'Once parsed, store dates as ISO 8601 (2026-11-23). It sorts correctly as text and nobody misreads it.',
    ],
  },
  {
    task: 'check whether a string is a palindrome ignoring spaces and case',
    context: 'This came up in an online assessment for an internship. My solution failed on "Never odd or even".',
    answers: [
      'Normalise first: lowercase the string and keep only letters and digits. Then compare it with its reverse, or walk two indexes inward from both ends.',
      'The two-pointer version avoids building a second string and is what interviewers usually want to see; mention its O(n) time and O(1) extra space.',
    ],
  },
  {
    task: 'make an HTTP request and read the JSON response',
    context: 'I am building a small weather app for a college fest and need to call a public API.',
    answers: [
      'Use the standard HTTP client, check the status code before parsing, and set a timeout: public APIs hang more often than you expect.',
      'Keep the API key out of the code. Read it from an environment variable so it never lands in your Git history.',
    ],
  },
  {
    task: 'handle exceptions without hiding real bugs',
    context:
      'My mentor said my code "swallows errors" because I wrap everything in one big try/catch. What is the right pattern?',
    answers: [
      'Catch only the exceptions you can do something about, as close as possible to where they happen. Let the rest propagate to one top-level handler that logs them.',
      'Never catch and ignore silently. If you really must continue, log the error with enough context (which record, which file) to debug it later.',
    ],
  },
  {
    task: 'count how often each word appears in a paragraph',
    context: 'Assignment: print the 10 most frequent words of a news article, ignoring punctuation and case.',
    answers: [
      'Lowercase the text, split on anything that is not a letter, then count with a hash map. Sorting the map entries by count gives the top 10.',
      'For just the top k you can keep a min-heap of size k instead of sorting everything; it matters once the vocabulary is large.',
    ],
  },
  {
    task: 'connect to a MySQL database safely',
    context:
      'Our DBMS lab uses MySQL. My friend says building the query by adding strings together is dangerous. Why, and what should I do?',
    answers: [
      'String concatenation lets user input become part of the SQL (SQL injection). Use prepared statements with placeholders; the driver sends the values separately.',
      'Also use a connection pool instead of opening a new connection for every query, and close what you open (try-with-resources or its equivalent).',
    ],
  },
  {
    task: 'write my first unit tests',
    context:
      'I have never written tests. My project has a function that calculates the CGPA from semester grades. Where do I start?',
    answers: [
      'Pick the standard test framework, write one test per behaviour: a normal case, an edge case (no semesters), and a wrong input. Run them on every change.',
      'Name tests after what they check, e.g. "returns 0 when there are no semesters". When one fails the name tells you what broke.',
    ],
  },
  {
    task: 'measure how long a function takes to run',
    context: 'I want to compare my bubble sort with the built-in sort for 10,000 numbers for my DSA report.',
    answers: [
      'Use a monotonic clock (not the wall clock), run each version several times and report the median. The first run is often slower because of warm-up.',
      'Keep the input the same for both: generate the random list once and give each sort a copy.',
    ],
  },
  {
    task: 'generate a random number in a range',
    context: 'I am writing a quiz app that picks 10 random questions out of 200 without repeats.',
    answers: [
      'For picking without repeats, shuffle the list of 200 (Fisher-Yates) and take the first 10, instead of drawing random numbers and retrying duplicates.',
      'If the quiz must be reproducible (for grading), seed the random generator and store the seed with the attempt.',
    ],
  },
  {
    task: 'merge two sorted arrays into one sorted array',
    context: 'This is the merge step of merge sort and I keep getting index out of bounds at the end.',
    answers: [
      'Use two indexes; take the smaller head each time. When one array runs out, copy the rest of the other. The bug is usually forgetting that last copy, or looping with && instead of checking each index.',
      'Write it with the loop condition "while both have items", then two small loops for the leftovers. It is easier to get right than one clever loop.',
    ],
  },
  {
    task: 'store passwords for a login system',
    context: 'For my final-year project I store user passwords in a table. Is hashing them with SHA-256 enough?',
    answers: [
      'No: SHA-256 is fast, which is what an attacker wants. Use a password hashing function made to be slow (argon2id or bcrypt) from a maintained library; it also handles the salt.',
      'Never log passwords, and compare hashes with the library function, not your own string compare.',
    ],
  },
  {
    task: 'find the second largest number in an array',
    context: 'I sort the array and take the second last element, but it fails when the largest value appears twice.',
    answers: [
      'Track two variables, largest and second, in one pass. Update second only when a value is smaller than largest but bigger than second; that handles duplicates.',
      'Decide what should happen when all values are equal (no second largest) and return something explicit for it.',
    ],
  },
  {
    task: 'use environment variables for secrets',
    context: 'I pushed my database password to GitHub by mistake. How should configuration be done?',
    answers: [
      'Rotate the password now: it is in the history even if you delete the file. Then read secrets from environment variables and keep a .env file out of Git with .gitignore.',
      'Commit an example file (.env.example) with the variable names and fake values so teammates know what to set.',
    ],
  },
  {
    task: 'understand recursion for tree traversal',
    context: 'Inorder traversal makes sense on paper but I get lost in the recursive calls when I trace the code.',
    answers: [
      'Trust the definition: inorder(node) = inorder(left), visit node, inorder(right), with the base case "node is null". Trace a 3-node tree on paper once, then stop tracing.',
      'Writing the same traversal with an explicit stack helps a lot: you see exactly what the recursion was keeping for you.',
    ],
  },
  {
    task: 'fix "index out of range" in a nested loop',
    context: 'I am printing a matrix transpose and the inner loop crashes for non-square matrices.',
    answers: [
      'For the transpose, the outer loop runs over the columns of the original and the inner over its rows. With a non-square matrix, swapping the bounds is exactly what throws.',
      'Print the sizes (rows, columns) before the loop; most of these bugs become obvious once you see the numbers.',
    ],
  },
];

/** Questions outside programming, written out with their answers. */
export const WRITTEN: SeedQuestion[] = [
  {
    title: 'Is it realistic to prepare for GATE CSE while in the final year of B.Tech?',
    body: 'I have placements, a final-year project and GATE in February. How many hours a day did people manage, and what did you drop?',
    tags: ['gate', 'computer-science'],
    answers: [
      'Yes, many toppers did it. Start with the high-weight subjects (DSA, OS, DBMS, CN), keep 3 hours on weekdays and 6-8 on weekends, and take a full mock every Sunday from December.',
      'Drop the nice-to-have: a second internship or extra certifications. Your project and GATE are enough for one year.',
    ],
  },
  {
    title: 'Which previous year papers should I start with for JEE Main?',
    body: 'I finished the syllabus once. Should I start with the 2019 papers or the latest ones? My coaching gives too many mock tests already.',
    tags: ['jee-main'],
    answers: [
      'Start with the last 3 years (the pattern has changed), timed, in exam conditions. Go back to older papers for topic-wise practice of your weak chapters.',
      'Analyse every paper for longer than you took to write it: note why each mistake happened (concept, calculation, time).',
    ],
  },
  {
    title: 'How do I balance NEET preparation with board exams in class 12?',
    body: 'My school pre-boards are in January and NEET in May. Biology overlaps but physics numericals are a different level. How should I split my time?',
    tags: ['neet-ug'],
    answers: [
      'Until the boards, follow NCERT line by line: it is the base for both. Practise NEET-level physics numericals 1 hour a day even then; after boards go full NEET mode.',
      'Do not skip NCERT biology diagrams and the summary points; a big share of NEET biology questions come straight from them.',
    ],
  },
  {
    title: 'What is the best order to study subjects for UPSC CSE prelims?',
    body: 'I am a working professional starting from zero. Polity, history, geography, economy, environment... where do I begin so that it builds up?',
    tags: ['upsc-cse'],
    answers: [
      'Start with Polity (Laxmikanth) because it is finite and builds confidence, then Modern History, Geography with the NCERTs, then Economy. Read the newspaper daily from day one.',
      'Attempt previous prelims papers early, even before you finish the syllabus. They show you what depth the exam wants.',
    ],
  },
  {
    title: 'Is CAT preparation possible in 4 months with a full-time job?',
    body: 'I work 9 to 7 in an IT company. I scored 82 percentile in a mock without preparation. Target is 95+.',
    tags: ['cat', 'mba'],
    answers: [
      '82 cold is a good base. 2 hours on weekdays (one section a day) and one full mock plus analysis each weekend is what most working aspirants do.',
      'Your biggest gain is usually VARC through daily reading and the discipline of mock analysis. Quant improves fastest by revisiting the questions you got wrong.',
    ],
  },
  {
    title: 'BCA or B.Sc Computer Science for a career in software development?',
    body: 'I got admission offers for both in Pune. Which one do companies prefer, and does it matter for an MCA later?',
    tags: ['bca', 'computer-science'],
    answers: [
      'For software jobs companies look at skills and projects far more than the degree name. B.Sc CS has more maths, BCA more applications; either leads to MCA.',
      'Check the college, not the course name: the placement record, the labs and whether the syllabus has DSA and DBMS in depth.',
    ],
  },
  {
    title: 'How do I get my first internship without any experience?',
    body: 'I am in second year of B.Tech IT. Every internship listing asks for experience or projects. Where do I start?',
    tags: ['web-development', 'computer-science'],
    answers: [
      'Build two small but complete projects that solve a real problem (your college fest registration, a mess menu app), deploy them and put the links on your résumé.',
      'Apply early (3-4 months before the summer) and also write to startups directly. Contributions to open source count as experience.',
    ],
  },
  {
    title: 'Which is better for a beginner in data science: Python or R?',
    body: 'I am a B.Com graduate moving into analytics. Most job listings mention Python, but my statistics professor uses R.',
    tags: ['data-science', 'python'],
    answers: [
      'Python: most analytics jobs in India ask for it, and it carries you into machine learning and automation. Learn pandas, then SQL, then visualisation.',
      'R is still excellent for statistics. You can pick it up later in a few weeks if a role needs it.',
    ],
  },
  {
    title: 'How many LeetCode problems are enough for product company interviews?',
    body: 'I have solved 150 problems, mostly easy. My friends say 500 is the minimum. Is that true?',
    tags: ['computer-science', 'java'],
    answers: [
      'It is not about the count. Cover the patterns (two pointers, sliding window, BFS/DFS, DP, binary search on answer) with 5-10 mediums each and revisit the ones you could not solve.',
      'Practise explaining your approach out loud while coding; interviews grade communication as much as the final answer.',
    ],
  },
  {
    title: 'What should a fresher put on a résumé with no work experience?',
    body: 'My résumé is half a page: education and a list of languages. What do recruiters want to see?',
    tags: ['computer-science'],
    answers: [
      'Projects with one line each about what you built, the stack, and a result (users, speed-up, marks). Link the code. Then skills you can defend in an interview, certifications, and achievements.',
      'One page, no photo, no objective statement. Tailor the top third to the job.',
    ],
  },
  {
    title: 'Is AWS Cloud Practitioner worth it before Solutions Architect Associate?',
    body: 'I have basic Linux knowledge and want to move into cloud roles. Should I take the foundational exam first?',
    tags: ['cloud-computing', 'devops'],
    answers: [
      'If you are new to cloud it helps with the vocabulary, but many skip it. The Associate exam is what recruiters filter on.',
      'Whatever you choose, build something: deploy a web app with a database, a load balancer and monitoring. The hands-on part is what interviews ask.',
    ],
  },
  {
    title: 'What is the difference between Docker and a virtual machine?',
    body: 'Our DevOps elective explains both as "isolation". When would I use which?',
    tags: ['devops', 'cloud-computing'],
    answers: [
      'A VM runs a whole operating system on virtual hardware; a container shares the host kernel and isolates processes. Containers start in seconds and are lighter; VMs isolate more strongly.',
      'In practice: containers for packaging and running apps, VMs when you need a different OS or strong isolation (and containers often run inside VMs in the cloud).',
    ],
  },
  {
    title: 'Why does my React component re-render infinitely with useEffect?',
    body: 'I fetch data inside useEffect and set state with it. The network tab shows hundreds of requests. What am I missing?',
    tags: ['react', 'web-development'],
    answers: [
      'Your effect has no dependency array, or it depends on an object you create on every render. Add the array with only the values that should trigger a new fetch.',
      'For data fetching consider a library such as TanStack Query; it handles caching, retries and double-fetching for you.',
    ],
  },
  {
    title: 'What is the difference between WHERE and HAVING in SQL?',
    body: 'Both filter rows. Our DBMS teacher said HAVING is for groups but I can also use it without GROUP BY?',
    tags: ['sql'],
    answers: [
      'WHERE filters rows before grouping; HAVING filters groups after GROUP BY and can use aggregates like COUNT(*). Without GROUP BY, HAVING treats the whole result as one group.',
      'Filter in WHERE whenever you can: fewer rows reach the grouping step, so the query is faster.',
    ],
  },
  {
    title: 'How do I choose between INNER JOIN and LEFT JOIN?',
    body: 'My report of students and their fees misses the students who have not paid anything yet.',
    tags: ['sql'],
    answers: [
      'INNER JOIN keeps only students with at least one matching payment. Use LEFT JOIN from students to payments and COALESCE(SUM(amount), 0) for those without payments.',
      'Be careful with conditions on the right table: put them in the ON clause, not in WHERE, or the LEFT JOIN turns back into an INNER one.',
    ],
  },
  {
    title: 'Overfitting: my model has 99% training accuracy but 60% on test data',
    body: 'Random forest on a dataset of 2,000 rows for a college project predicting student dropouts.',
    tags: ['machine-learning', 'data-science'],
    answers: [
      'Classic overfitting. Limit tree depth and minimum samples per leaf, use cross-validation to choose them, and check for leakage: a column that encodes the answer (like "date left").',
      'With 2,000 rows also look at class balance. If only 5% drop out, accuracy is misleading: report precision, recall and F1.',
    ],
  },
  {
    title: 'How do I start with ethical hacking legally?',
    body: 'I am interested in cyber security but do not want to get into trouble. Where can I practise?',
    tags: ['cyber-security'],
    answers: [
      'Only attack what you own or are invited to: TryHackMe, Hack The Box, OverTheWire and intentionally vulnerable apps like DVWA on your own machine.',
      'Learn networking and Linux first; most beginner roadblocks are there, not in the tools.',
    ],
  },
  {
    title: 'Which is better for a career: CA or CMA?',
    body: 'I just finished my 12th in commerce. I like costing more than audit. How do the two careers compare in India?',
    tags: ['ca-foundation', 'cma'],
    answers: [
      'CA has wider recognition and more audit and tax roles; CMA is strong in costing, management accounting and manufacturing companies. Since you like costing, CMA fits, and many do both.',
      'Look at the pass rates and the articleship requirement too: CA needs three years of articleship, which is practical training but a big commitment.',
    ],
  },
  {
    title: 'How to prepare for CLAT legal reasoning without a law background?',
    body: 'I am from a science stream and legal reasoning passages feel long. Any strategy?',
    tags: ['clat'],
    answers: [
      'Legal reasoning tests reading, not law. Apply only the principle given in the passage, even if it differs from real law. Practise timed passages daily.',
      'Read a newspaper editorial every day; the legal passages are based on current issues.',
    ],
  },
  {
    title: 'Is a portfolio more important than a degree for UI/UX jobs?',
    body: 'I am doing a B.Des but see UX designers hired after a 6-month course. What do recruiters check?',
    tags: ['ui-ux'],
    answers: [
      'The portfolio gets you the interview: 3 case studies showing the problem, research, iterations and the result. The degree helps with depth and with some large companies.',
      'Show your process, not only the final screens. Recruiters want to see how you think.',
    ],
  },
  {
    title: 'How do I prepare for the SSC CGL tier 1 quantitative aptitude section?',
    body: 'I lose most marks in quant because of time. Are shortcuts worth learning?',
    tags: ['ssc-cgl'],
    answers: [
      'Learn the standard shortcuts for percentages, ratio, time and work, and practise mental calculation (squares to 30, cubes to 20, fraction to percent).',
      'Take sectional tests daily and skip a question after 60 seconds; come back only if time remains.',
    ],
  },
  {
    title: 'What is the difference between an abstract class and an interface?',
    body: 'Both have methods without bodies. When should I choose one over the other in an object-oriented design?',
    tags: ['java', 'computer-science'],
    answers: [
      'An abstract class is a partial implementation with state that subclasses extend (one parent). An interface is a contract a class promises to fulfil, and a class can implement many.',
      'Default to interfaces for capabilities ("Comparable", "Printable") and use an abstract class when subclasses truly share code and state.',
    ],
  },
  {
    title: 'Git: how do I undo a commit that I already pushed?',
    body: 'I pushed a commit with a wrong config file to our team repository. Others may already have pulled it.',
    tags: ['devops', 'web-development'],
    answers: [
      'Use git revert <commit>: it makes a new commit that undoes the old one, so nobody has to rewrite history. Avoid reset plus force push on a shared branch.',
      'If the file contained a secret, reverting is not enough: rotate the secret, because it stays in the history.',
    ],
  },
  {
    title: 'How should I revise the NCERT biology syllabus in the last 30 days before NEET?',
    body: 'I have read NCERT twice. What is the most effective revision plan for the last month?',
    tags: ['neet-ug'],
    answers: [
      'Revise by chapter weightage, with one full-length mock every two days and the rest of the day re-reading NCERT lines where you made mistakes.',
      'Make a one-page sheet per chapter of the facts you keep forgetting and read only those sheets in the last week.',
    ],
  },
  {
    title: 'Which optional subject is easier to score in UPSC mains?',
    body: 'I am an engineer and confused between Anthropology, Sociology and PSIR. Is there a "scoring" optional?',
    tags: ['upsc-cse', 'sociology'],
    answers: [
      'There is no universally scoring optional. Choose the one you enjoy reading for a year and for which good guidance and test series exist; your interest shows in the answers.',
      'Read the syllabus and the last five years of papers for each before deciding. If the questions interest you, that is your optional.',
    ],
  },
  {
    title: 'Do I need a laptop with a GPU to learn machine learning?',
    body: 'I am about to buy a laptop for my BCA and want to learn ML. GPU laptops are very expensive.',
    tags: ['machine-learning', 'bca'],
    answers: [
      'No. Classical ML runs fine on a CPU, and for deep learning use free cloud notebooks with GPUs (Colab, Kaggle). Spend on 16 GB RAM and an SSD instead.',
      'Once you are training large models regularly you will rent a GPU in the cloud anyway.',
    ],
  },
  {
    title: 'How important is CGPA for campus placements?',
    body: 'My CGPA is 6.8 after 5 semesters. Many companies have a 7.0 cut-off. What can I do now?',
    tags: ['computer-science'],
    answers: [
      'Some mass recruiters filter strictly at 7.0, so push your remaining semesters: even 7.0+ in the last three changes your average. Meanwhile apply off-campus where projects matter more.',
      'Startups and many product companies care about what you can do. A strong GitHub and interview prep can outweigh the CGPA.',
    ],
  },
];
