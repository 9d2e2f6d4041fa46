import { describe, expect, it } from 'vitest';
import { INTERVIEWS } from '../../db/seed/interviews-data.ts';
import { KEY_POINT_PHRASES } from './key-point-phrases.ts';
import { answerFeedback } from './records.ts';

/**
 * For every seeded question: a good answer in a candidate's own words (none repeats the rubric's
 * wording) makes every key point, and a weak answer (vague, off the point) makes at most one.
 */
const ANSWERS: Record<string, { good: string; bad: string }> = {
  'Tell me about yourself.': {
    good: 'I am a final-year BCA student at a college in Nagpur. Last semester I built a timetable app for our department with two friends, and I did a six-week internship at a local startup. I am comfortable with Java and SQL, which is what this position needs. My goal is to become a backend developer, so this job is the right next step for my career.',
    bad: 'I am a hard-working and punctual person. I like to spend time with my family and I enjoy cricket on weekends. I believe in honesty.',
  },
  'What are your greatest strengths and one weakness?': {
    good: 'My strength is staying calm under pressure: for example, in our college fest I handled the ticket desk when the payment system went down. A weakness is that I hesitate to speak up in large meetings. To get better I have joined a Toastmasters club and I practise by presenting in every team review.',
    bad: 'I have many good qualities. I am friendly and everyone likes me. I cannot think of anything bad about myself.',
  },
  'Why do you want to join our company?': {
    good: 'Your app is used by small shopkeepers in my town to take UPI payments, so I have seen your product help real customers. I also like that your mission is financial inclusion and that your culture rewards people who experiment. I want to learn from your engineers and contribute to the merchant tools team.',
    bad: 'It is a big and famous name. The office is near my house and the salary is good.',
  },
  'Where do you see yourself in five years?': {
    good: 'In five years I want to have deepened my skills in system design and cloud, and I plan to learn data engineering on the side. I hope to lead a small team by then. I would like to grow with the company and stay here long term rather than switch every year.',
    bad: 'I do not really plan that far ahead. Let us see what life brings.',
  },
  'Why should we hire you over other candidates?': {
    good: 'The job description asks for React and REST APIs, and I have the skills you need in both. I built a hostel complaint portal that 300 students use, and I won second prize at a state hackathon. I learn quickly and I take ownership of what I ship.',
    bad: 'Please give me a chance. I really need this job and I will do whatever you say.',
  },
  'Tell me about a time you disagreed with a teammate. How did you resolve it?': {
    good: 'In my final-year project we disagreed about whether to use Firebase or our own server. I listened to my teammate and understood her view that Firebase was faster to start with. I proposed that we try it for two weeks and compare. In the end the team shipped the demo on time and we kept Firebase.',
    bad: 'I usually get along with everyone. I avoid fights and just do my own work quietly.',
  },
  'Describe a time you missed a deadline or failed at something.': {
    good: 'I missed the submission date of a college assignment last year, and it was my fault. It went wrong because I underestimated how long the testing would take. That taught me to plan buffer time. Since then I always break work into smaller tasks with their own dates.',
    bad: 'Honestly that has never happened to me. I am always on time for everything.',
  },
  'Give an example of working under pressure with several priorities.': {
    good: 'During exams I also had a client website due. I listed the tasks and did the most urgent ones first. I told my manager early that the blog page would come a day later. We delivered on time for the launch and I cleared all my papers.',
    bad: 'Pressure is normal. I just work harder and it gets done somehow.',
  },
  'Tell me about a time you took the lead without being asked.': {
    good: 'I noticed that our lab booking sheet was always double-booked. I took the initiative and built a simple Google Form with a calendar. I convinced my teammates and the lab assistant to try it for a month. Clashes fell to zero and we saved hours of arguments every week.',
    bad: 'I prefer to follow instructions from seniors. They know better, so I wait for them to tell me.',
  },
  'What is your expected CTC, and why?': {
    good: 'I am looking at 6 to 7 lakh per annum. I checked Glassdoor and AmbitionBox for this job in Pune and that is the market rate. Given my experience with two internships, I think it is fair. I am also happy to discuss the whole package, including benefits.',
    bad: 'Whatever you think is right. I do not mind.',
  },
  'Your notice period is 90 days. Can you join sooner?': {
    good: 'My notice period is 90 days and I have to serve it. I will ask my manager for an early release, and your company could also buy out part of it. Realistically I can join by the 15th of next month.',
    bad: 'I will just stop going to my current office if you give me the offer.',
  },
  'Are you willing to relocate to Bengaluru?': {
    good: 'Yes, I am ready to move. It would help to have relocation support, such as accommodation for the first month. I can shift within three weeks of the offer.',
    bad: 'Hmm, I have not really thought about it. Maybe, it depends on many things.',
  },
  'We can offer 10% less than you asked. What do you say?': {
    good: 'Thank you for the offer, I am excited about the role. I believe my skills in Power BI will save your team time from the first month. Could we consider a joining bonus or an early review after six months? I would also like a day to decide.',
    bad: 'No, that is not acceptable at all. I will go somewhere else.',
  },
  'Explain the difference between INNER JOIN and LEFT JOIN with an example.': {
    good: 'An inner join returns only the rows that match in both tables. A left join keeps every row from the left table, and where there is no match the right side columns are null. For example, with customers and orders, a left join also lists customers who never ordered.',
    bad: 'They are both ways to combine data. I usually use whichever one works.',
  },
  'How would you find the second highest salary in each department?': {
    good: 'I would use dense_rank over a partition by department, ordered by salary desc, and keep the rows where the rank is 2. Dense rank means that if two people share the same salary they get the same rank, so ties do not skip the real second value.',
    bad: 'I would export the table to Excel and look at it manually.',
  },
  'A sales sheet has duplicates and blank cells. How do you clean it in Excel?': {
    good: 'First I remove duplicate rows with the Remove Duplicates tool. I find blank cells with Go To Special and fill or flag the missing values. Then I standardise formats: one date format, trimmed spaces and proper case for names. Finally I compare the totals before and after to be sure nothing was lost.',
    bad: 'I would ask someone to send a better sheet.',
  },
  'Monthly revenue dropped 15%. How would you investigate?': {
    good: 'First I would verify the numbers, in case it is a tracking issue. Then I would break down revenue by region, product category and channel to see where it fell. I would compare with the same month last year for seasonality. Then I would present my findings to the manager with a recommendation.',
    bad: 'I would tell the sales team to sell more next month.',
  },
  'What is overfitting and how do you prevent it?': {
    good: 'Overfitting is when the model memorises the training data, including its random quirks. You see it when training accuracy is high but it does poorly on new, unseen data. I prevent it with L1 or L2 penalties or dropout, and with k-fold cross-validation or by collecting more data.',
    bad: 'It is when the model is too good. It is not a big problem in practice.',
  },
  'Your fraud model is 99% accurate. Why might that be misleading?': {
    good: 'Fraud is rare, maybe 1% of transactions, so the classes are imbalanced and a model that says "not fraud" every time is 99% accurate. I would look at precision and recall, and at the confusion matrix to count false negatives. Missing a fraud costs the bank far more than checking a genuine payment.',
    bad: '99% sounds very good to me. I would deploy it.',
  },
  'Explain the bias-variance trade-off.': {
    good: 'Bias comes from too simple assumptions, which leads to underfitting. Variance is how much the model changes with the training data, which leads to overfitting. A linear model underfits a curved pattern while a very deep tree overfits noise. So I tune the depth to find the sweet spot.',
    bad: 'It is a statistics concept that I read about once.',
  },
  'How would you explain a churn model to a business manager?': {
    good: 'I would say the model gives each customer a chance that they will leave next month. The biggest factors are falling usage and unresolved complaints. It catches about 8 out of 10 customers who really leave. So the team should call these customers and offer a discount before renewal.',
    bad: 'I would show them the code and the ROC curve and explain the algorithm.',
  },
  'How would you measure the success of a new "reorder in one tap" button?': {
    good: 'The primary metric is the reorder rate among users who see the button. As guardrails I would watch average order value and cancellations. I would compare against a baseline from the weeks before launch, over a four-week time window.',
    bad: 'If people click it a lot, it is successful.',
  },
  'Design an A/B test for the button.': {
    good: 'I would randomly split users into control and treatment, so half the users see the button. I would compute the sample size for enough statistical power before starting. It should run for two full weeks to cover weekday and weekend behaviour. And the hypothesis is written upfront: the button raises reorders by 2%.',
    bad: 'Show the button to everyone and see if sales go up.',
  },
  'The test shows +3% orders but p = 0.08. Would you launch?': {
    good: 'At the usual 5% level it is not significant, because the p-value is above 0.05. Still, 3% more orders could be worth a lot of revenue, so I would weigh the business impact. There is a real chance it is a false positive. I would extend the test to collect more data before deciding.',
    bad: 'Yes, 3% is positive, so we should launch immediately.',
  },
  'When would you use useEffect, and what is the dependency array for?': {
    good: 'I use useEffect to fetch data, set up subscriptions or event listeners. The dependency array decides when it runs again: when a listed value changes, and only once with an empty array. I return a cleanup function to unsubscribe. Wrong dependencies cause stale values or an infinite loop.',
    bad: 'I use it in every component because the tutorial did.',
  },
  'A list of 5,000 rows is slow to type into. How do you find and fix the cause?': {
    good: 'First I would record it in the React Profiler to see what renders. Then I would stop unnecessary re-renders of each row with React.memo and useCallback. I would virtualise the list with react-window so only visible rows render, and debounce the input or use useDeferredValue.',
    bad: 'I would buy a faster laptop or tell users to wait.',
  },
  'How do you make a custom dropdown accessible?': {
    good: 'It must work with the keyboard: arrow keys move, Enter selects and Escape closes. I would add ARIA roles such as listbox and aria-expanded so a screen reader announces it. Focus moves into the list on open and returns to the button on close. If possible I would simply use a native select element.',
    bad: 'I would make it look nice with good colours and animations.',
  },
  'Where would you keep server data versus UI state?': {
    good: 'Server data goes in a cache such as TanStack Query. Things like whether a modal is open stay in local useState. I would not copy server data into Redux, because the two copies drift. After a mutation I invalidate the query so it refetches.',
    bad: 'I put everything in one big global object so it is easy to find.',
  },
  'Design a URL shortener like bit.ly.': {
    good: 'First the requirements: create short links and redirect, about 100 million URLs and many more reads than writes. For keys I would use a counter encoded in base62, which stays unique. The database is a simple table from short key to long URL in a key value store. Redirects are served from a Redis cache to keep them fast.',
    bad: 'I would use a website builder and copy what bit.ly does.',
  },
  'Your API reads are 50 times the writes and the database is at 90% CPU. What do you do?': {
    good: 'I would look at the slow queries with EXPLAIN ANALYZE and add an index where they scan. Frequent reads can be served from Redis. Because reads dominate, read replicas take load off the primary. After each change I monitor CPU and latency on the dashboards.',
    bad: 'I would buy the biggest server the cloud offers and hope it is enough.',
  },
  'How do you make a payment API safe to retry?': {
    good: 'The client sends an idempotency key with each request. The database has a unique constraint on that key, so a second insert fails. On a retry the API returns the stored result, so nobody is charged twice. If the gateway times out, I check the payment status through its webhook before trying again.',
    bad: 'Payments rarely fail, so I would not worry about it.',
  },
  'Explain the four pillars of object-oriented programming.': {
    good: 'Encapsulation keeps fields private behind getters and setters. Inheritance lets a child class extend a parent class. Polymorphism means method overriding, so the same call behaves differently. Abstraction hides details behind an abstract class or an interface.',
    bad: 'They are classes, objects, methods and variables.',
  },
  'What is the difference between an ArrayList and a LinkedList?': {
    good: 'ArrayList is backed by a dynamic array that grows when it is full. LinkedList is made of nodes with pointers to the next and previous node. So get by index is fast in an ArrayList, O(1), while inserting in the middle is fast in a LinkedList.',
    bad: 'Both store elements. I always use ArrayList because everyone does.',
  },
  'Checked versus unchecked exceptions: what is the difference?': {
    good: 'Checked exceptions are verified at compile time: the compiler forces you to declare or handle them. Unchecked ones extend RuntimeException and appear at runtime. IOException is checked and NullPointerException is unchecked. You handle them with a try catch block or declare throws.',
    bad: 'Exceptions are errors. I just restart the program when one comes.',
  },
  'Walk me through your final-year project.': {
    good: 'Our college canteen had long queues, so the problem was ordering food quickly between lectures. My role was the backend: I was responsible for the order API. We built it with Spring Boot, MySQL and an Android app. The hardest part was a bug with duplicate orders at peak time, which we fixed with a database lock.',
    bad: 'It was a group project and it went well. We got good marks.',
  },
  'Should states have more say in how centrally sponsored schemes are designed?': {
    good: 'This is a question of cooperative federalism, where the centre and states work together. The centre needs national minimum standards and accountability for outcomes. But states know their local needs, so they need flexibility in design. A balanced way is larger flexi funds inside each scheme.',
    bad: 'The central government knows best, so states should just implement.',
  },
  'How can technology improve last-mile delivery of welfare schemes?': {
    good: 'Direct benefit transfer through the JAM trinity puts money straight into bank accounts. That cuts leakages by removing middlemen and ghost beneficiaries. But biometric failures and the digital divide can exclude the elderly and remote villages. So there must be a helpline for grievance redressal and an offline option.',
    bad: 'Technology is the future. Everything should be online.',
  },
  'As a district collector, how would you handle a flood warning 48 hours ahead?': {
    good: 'I would first evacuate the elderly, pregnant women and families from low-lying areas. I would coordinate with NDRF, SDRF and the line departments such as health and irrigation. People get warnings through loudspeakers and SMS alerts, and we stop rumours. Relief camps are stocked with food, water and medicines.',
    bad: 'I would wait to see whether the flood really comes before doing anything.',
  },
  'What are India’s priorities in its neighbourhood today?': {
    good: 'The Neighbourhood First policy puts Nepal, Bangladesh and Sri Lanka at the centre. Connectivity matters: roads, railways, ports and a shared energy grid increase trade. There are security concerns on the border with China and from terrorism. And people to people ties through students, culture and tourism hold it together.',
    bad: 'India is a big country and should focus on itself.',
  },
  'A senior officer asks you to clear a file that you believe breaks the rules. What do you do?': {
    good: 'I would follow the rules and the procedure: I cannot clear it as it stands. I would put my objection in writing on the file noting. I would politely explain my view to my senior. If the pressure continued, I would escalate it to a higher authority through the proper channel.',
    bad: 'He is my senior, so I would sign it. It is his responsibility.',
  },
  'Your relative applies for a contract in your department. How do you handle it?': {
    good: 'I would disclose at once that he is my relative, since it is a conflict of interest. I would recuse myself and step away from the decision. The contract would be decided by a committee, transparently and on merit.',
    bad: 'If he is the best, I would give it to him. Family is important.',
  },
  'What does integrity mean to you? Give an example from your life.': {
    good: 'Integrity is walking the talk: my actions match my values. It means being honest even when nobody is watching. When I was in college, a shopkeeper gave me 500 rupees extra in change and I went back and returned it.',
    bad: 'Integrity is a good quality that everybody should have.',
  },
  'Protesters block a highway during a medical emergency in the area. What would you do as SDM?': {
    good: 'First I would make a green corridor so the ambulance can reach the hospital. I would talk to the protest leaders and persuade them to open one lane. People have a democratic right to protest peacefully, so I would respect it. Police would use minimum force only as a last resort.',
    bad: 'I would call the police to clear the road immediately.',
  },
};

const QUESTIONS = INTERVIEWS.flatMap((interview) => interview.questions);

describe('mock interview feedback matches key points by meaning', () => {
  it('has a good and a weak answer for every seeded question', () => {
    expect(Object.keys(ANSWERS).sort()).toEqual(QUESTIONS.map((q) => q.prompt).sort());
  });

  it.each(QUESTIONS.map((q) => [q.prompt, q.keyPoints] as const))(
    'a good answer makes every key point: %s',
    (prompt, keyPoints) => {
      const feedback = answerFeedback(keyPoints, ANSWERS[prompt]!.good, null);
      expect(feedback.keyPoints.filter((k) => !k.covered).map((k) => k.point)).toEqual([]);
      expect(feedback.coverage).toBe(100);
    },
  );

  it.each(QUESTIONS.map((q) => [q.prompt, q.keyPoints] as const))('a weak answer makes at most one: %s', (prompt, keyPoints) => {
    const feedback = answerFeedback(keyPoints, ANSWERS[prompt]!.bad, null);
    expect(feedback.keyPoints.filter((k) => k.covered).length, JSON.stringify(feedback.keyPoints)).toBeLessThanOrEqual(1);
  });

  it('credits the answer the walk-through scored 0%: a BCA student who built a timetable app', () => {
    const [hr] = INTERVIEWS;
    const feedback = answerFeedback(
      hr!.questions[0]!.keyPoints,
      'I am a final-year BCA student from Pune. I built a timetable app for my college with Flutter.',
      null,
    );
    const covered = new Map(feedback.keyPoints.map((k) => [k.point, k.covered]));
    expect(covered.get('current education or degree')).toBe(true);
    expect(covered.get('a project or internship you did')).toBe(true);
    expect(feedback.tips).not.toContain('Add: current education or degree.');
  });

  it('has phrasings for every seeded key point', () => {
    for (const q of QUESTIONS) for (const point of q.keyPoints) expect(KEY_POINT_PHRASES[point], point).toBeDefined();
  });
});
