/**
 * The seed's slide decks: short, real revision decks across streams. A slide is
 * [title, Markdown body]; code blocks use `~~~` fences (GFM), so the bodies can sit in template
 * literals. Slugs come from the titles.
 */
export type SeedSlide = [title: string, body: string];
export type SeedDeck = {
  title: string;
  stream: string;
  summary: string;
  featured?: boolean;
  premium?: boolean;
  slides: SeedSlide[];
};

export const DECKS: SeedDeck[] = [
  {
    title: 'SQL Joins in 8 Slides',
    stream: 'computer-applications',
    featured: true,
    summary: 'Inner, left, right, full and self joins with one small example you can run in PostgreSQL.',
    slides: [
      [
        'Why joins exist',
        `Relational databases keep each fact **once**: students in one table, courses in another, enrolments linking them.

A join puts the pieces back together for a question like *"Which student takes which course?"*`,
      ],
      [
        'Our two tables',
        `~~~sql
-- students              -- enrolments
id | name                student_id | course
 1 | Asha                         1 | SQL
 2 | Ravi                         1 | Python
 3 | Meera                        2 | SQL
~~~
Meera (id 3) has no enrolment yet. Watch what happens to her.`,
      ],
      [
        'INNER JOIN: only matches',
        `~~~sql
SELECT s.name, e.course
FROM students s
JOIN enrolments e ON e.student_id = s.id;
~~~
Returns Asha twice and Ravi once. **Meera disappears**: an inner join keeps only rows that match on both sides.`,
      ],
      [
        'LEFT JOIN: keep every left row',
        `~~~sql
SELECT s.name, e.course
FROM students s
LEFT JOIN enrolments e ON e.student_id = s.id;
~~~
Meera comes back with \`course = NULL\`. Use it for *"all students, with their courses if any"*.`,
      ],
      [
        'Finding rows with no match',
        `The classic interview question: *students who are not enrolled anywhere*.

~~~sql
SELECT s.name
FROM students s
LEFT JOIN enrolments e ON e.student_id = s.id
WHERE e.student_id IS NULL;
~~~`,
      ],
      [
        'RIGHT and FULL OUTER JOIN',
        `- \`RIGHT JOIN\` is a left join written the other way round; most teams just swap the tables and use \`LEFT\`.
- \`FULL OUTER JOIN\` keeps unmatched rows from **both** sides, filling the gaps with \`NULL\`.

Handy when reconciling two lists, e.g. bank entries against ledger entries.`,
      ],
      [
        'SELF JOIN',
        `A table joined to itself, with two aliases:

~~~sql
SELECT e.name AS employee, m.name AS manager
FROM employees e
LEFT JOIN employees m ON m.id = e.manager_id;
~~~
The CEO has no manager, so the left join keeps them with \`NULL\`.`,
      ],
      [
        'Remember',
        `| Join | Keeps |
|---|---|
| INNER | matches only |
| LEFT | all left rows |
| FULL | everything |

Always join **on keys**, alias your tables, and count rows before and after a join: an unexpected jump means a one-to-many you did not plan for.`,
      ],
    ],
  },
  {
    title: 'GROUP BY and HAVING',
    stream: 'computer-applications',
    summary: 'Aggregate rows into groups, filter the groups, and avoid the error every beginner meets once.',
    slides: [
      [
        'From rows to answers',
        `\`GROUP BY\` turns many rows into one row **per group**, so you can ask *"how many orders per city?"* instead of reading every order.`,
      ],
      [
        'The basic shape',
        `~~~sql
SELECT city, COUNT(*) AS orders, SUM(amount) AS revenue
FROM orders
GROUP BY city
ORDER BY revenue DESC;
~~~`,
      ],
      [
        'Aggregate functions',
        `- \`COUNT(*)\` rows, \`COUNT(col)\` non-null values
- \`SUM\`, \`AVG\`, \`MIN\`, \`MAX\`
- \`COUNT(DISTINCT customer_id)\` unique customers

Aggregates **ignore NULL**, except \`COUNT(*)\`.`,
      ],
      [
        'The rule that causes the error',
        `Every selected column must be either **grouped** or **aggregated**.

~~~sql
SELECT city, customer_name, COUNT(*)  -- error
FROM orders GROUP BY city;
~~~
Which customer's name should PostgreSQL show for Pune? It refuses to guess.`,
      ],
      [
        'WHERE vs HAVING',
        `- \`WHERE\` filters **rows** before grouping.
- \`HAVING\` filters **groups** after aggregating.

~~~sql
SELECT city, COUNT(*) AS orders
FROM orders
WHERE status = 'delivered'
GROUP BY city
HAVING COUNT(*) > 100;
~~~`,
      ],
      [
        'Order of evaluation',
        `FROM → WHERE → GROUP BY → HAVING → SELECT → ORDER BY → LIMIT

This is why an alias from \`SELECT\` cannot be used in \`WHERE\`, but PostgreSQL lets you use it in \`ORDER BY\`.`,
      ],
      [
        'Practice',
        `Write the query: *the three product categories with the highest average order value in 2024, counting only categories with at least 50 orders.*

Hint: \`WHERE\` on the date, \`GROUP BY\` category, \`HAVING COUNT(*) >= 50\`, \`ORDER BY AVG(amount) DESC LIMIT 3\`.`,
      ],
    ],
  },
  {
    title: 'Big-O for Placements',
    stream: 'computer-applications',
    featured: true,
    summary: 'Time and space complexity the way interviewers ask about it, with the patterns behind each class.',
    slides: [
      [
        'What Big-O measures',
        `How the work **grows** as the input grows, ignoring constants.

An algorithm that takes \`3n + 20\` steps is **O(n)**: double the input, roughly double the time.`,
      ],
      [
        'O(1) and O(log n)',
        `- **O(1)**: array index, hash map lookup (on average), push to a stack.
- **O(log n)**: halve the problem each step, as binary search does.

A billion sorted items need only about 30 comparisons to search.`,
      ],
      [
        'O(n) and O(n log n)',
        `- **O(n)**: one pass, e.g. find the maximum, count frequencies.
- **O(n log n)**: good comparison sorts (merge sort, heap sort, Java's and Python's built-in sorts).

*"Can you do better than sorting?"* usually means: is there an O(n) pass with a hash map?`,
      ],
      [
        'O(n²) and worse',
        `~~~python
for i in range(n):
    for j in range(n):
        if a[i] + a[j] == target: ...
~~~
Nested loops over the same input are **O(n²)**. At n = 10⁵ that is 10¹⁰ steps: far too slow for a 1-second limit.`,
      ],
      [
        'The two-sum upgrade',
        `~~~python
seen = {}
for i, x in enumerate(a):
    if target - x in seen:
        return seen[target - x], i
    seen[x] = i
~~~
A hash map trades **O(n) extra space** for **O(n) time**.`,
      ],
      [
        'Space complexity',
        `Count the memory you **add**, not the input.

- In-place reversal: O(1) space.
- Recursion depth d: O(d) stack space, so naive recursive DFS on a long chain can overflow.`,
      ],
      [
        'Rough limits for 1 second',
        `| n up to | Aim for |
|---|---|
| 10⁸ | O(n) simple loop |
| 10⁶ | O(n log n) |
| 10⁴ | O(n²) |
| 20 | O(2ⁿ) |`,
      ],
      [
        'In the interview',
        `1. State the brute force and its complexity.
2. Name the bottleneck.
3. Pick the structure that removes it (hash map, heap, two pointers, prefix sums).
4. Say the final time **and** space complexity out loud.`,
      ],
    ],
  },
  {
    title: 'React Hooks in 9 Slides',
    stream: 'computer-applications',
    featured: true,
    summary: 'useState, useEffect, useRef, useMemo and custom hooks, with the rules that keep them working.',
    slides: [
      [
        'Why hooks',
        `Hooks let a **function component** remember state and react to changes, without classes.

They are plain functions whose names start with \`use\`.`,
      ],
      [
        'useState',
        `~~~tsx
const [count, setCount] = useState(0);
return <button onClick={() => setCount((c) => c + 1)}>{count}</button>;
~~~
Use the **updater form** \`c => c + 1\` when the next value depends on the previous one.`,
      ],
      [
        'useEffect',
        `~~~tsx
useEffect(() => {
  const id = setInterval(tick, 1000);
  return () => clearInterval(id); // clean-up
}, []);
~~~
Effects synchronise with something **outside** React: timers, subscriptions, the document title.`,
      ],
      [
        'The dependency array',
        `- No array: runs after every render.
- \`[]\`: runs once after the first render.
- \`[userId]\`: runs again whenever \`userId\` changes.

List **every** value from the component that the effect reads; the lint rule \`react-hooks/exhaustive-deps\` checks it.`,
      ],
      [
        'You might not need an effect',
        `Derive values during render instead of syncing state:

~~~tsx
// not: useEffect(() => setFullName(first + ' ' + last), [first, last])
const fullName = first + ' ' + last;
~~~
Fetching data? Prefer a data library (TanStack Query) or a server component.`,
      ],
      [
        'useRef',
        `A box that survives renders **without** causing one:

~~~tsx
const input = useRef<HTMLInputElement>(null);
<input ref={input} />
<button onClick={() => input.current?.focus()}>Edit</button>
~~~`,
      ],
      [
        'useMemo and useCallback',
        `Cache an expensive value or a function identity between renders:

~~~tsx
const sorted = useMemo(() => sortBy(rows, key), [rows, key]);
~~~
Measure first: most components are fast enough without them.`,
      ],
      [
        'Custom hooks',
        `~~~tsx
function useOnline() {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true), off = () => setOnline(false);
    addEventListener('online', on); addEventListener('offline', off);
    return () => { removeEventListener('online', on); removeEventListener('offline', off); };
  }, []);
  return online;
}
~~~`,
      ],
      [
        'The two rules',
        `1. Call hooks only at the **top level**: never inside loops, conditions or nested functions.
2. Call them only from **components or other hooks**.

React matches hooks by call order; breaking the order mixes up their state.`,
      ],
    ],
  },
  {
    title: 'Promises and async/await',
    stream: 'computer-applications',
    summary: 'How JavaScript waits without blocking: promises, async functions, errors and running work in parallel.',
    slides: [
      [
        'One thread, many waits',
        `JavaScript runs your code on one thread. Network calls and timers finish **later**; a promise is the placeholder for that later value.`,
      ],
      [
        'A promise has three states',
        `- **pending**: still waiting
- **fulfilled**: has a value
- **rejected**: has an error

Once settled, it never changes again.`,
      ],
      [
        'async and await',
        `~~~js
async function loadUser(id) {
  const res = await fetch(\`/api/users/\${id}\`);
  if (!res.ok) throw new Error('Not found');
  return res.json();
}
~~~
\`await\` pauses **this function** only; the page stays responsive.`,
      ],
      [
        'Handling errors',
        `~~~js
try {
  const user = await loadUser(7);
} catch (error) {
  showToast(error.message);
}
~~~
An unhandled rejection is a bug: always \`await\` or \`.catch\` a promise you start.`,
      ],
      [
        'Sequential vs parallel',
        `~~~js
// slow: one after another
const a = await getA();
const b = await getB();

// fast: both at once
const [a2, b2] = await Promise.all([getA(), getB()]);
~~~`,
      ],
      [
        'all, allSettled, race, any',
        `- \`Promise.all\`: all succeed, or the first error.
- \`Promise.allSettled\`: every outcome, never rejects.
- \`Promise.race\`: whichever settles first (timeouts).
- \`Promise.any\`: the first success.`,
      ],
      [
        'Quick check',
        `What does this log?

~~~js
console.log(1);
setTimeout(() => console.log(2));
Promise.resolve().then(() => console.log(3));
console.log(4);
~~~
**1, 4, 3, 2**: promise callbacks (microtasks) run before timers.`,
      ],
    ],
  },
  {
    title: 'CSS Flexbox vs Grid',
    stream: 'computer-applications',
    summary: 'When to reach for flexbox, when for grid, and the handful of properties that do most of the work.',
    slides: [
      [
        'One dimension or two?',
        `- **Flexbox** lays items out along **one** axis: a row of buttons, a navbar.
- **Grid** places items in **rows and columns** at once: page layouts, card galleries.`,
      ],
      [
        'Flexbox essentials',
        `~~~css
.toolbar {
  display: flex;
  gap: 0.5rem;
  align-items: center;        /* cross axis */
  justify-content: space-between; /* main axis */
}
~~~`,
      ],
      [
        'Letting items grow',
        `~~~css
.search { flex: 1; }   /* takes the space left over */
.logo   { flex: none; } /* keeps its size */
~~~
\`flex-wrap: wrap\` lets a row break onto new lines on a phone.`,
      ],
      [
        'Grid essentials',
        `~~~css
.cards {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1rem;
}
~~~
A responsive gallery **without a single media query**.`,
      ],
      [
        'Named areas',
        `~~~css
.page {
  display: grid;
  grid-template-areas: "header header" "sidebar main";
  grid-template-columns: 16rem 1fr;
}
header { grid-area: header; }
~~~`,
      ],
      [
        'Centring, finally',
        `~~~css
.centre { display: grid; place-items: center; }
~~~
Works for one child of any size, in both directions.`,
      ],
      [
        'Rule of thumb',
        `Use **grid for the page**, **flex for the components** inside it. Both respect \`gap\`; neither needs floats or margins hacks.`,
      ],
    ],
  },
  {
    title: 'Git Branching for Teams',
    stream: 'computer-applications',
    summary: 'Branches, pull requests, rebasing and fixing the usual mistakes, for your first team project.',
    slides: [
      [
        'A branch is a pointer',
        `A branch is just a name pointing at a commit. Creating one is instant:

~~~bash
git switch -c feature/login-form
~~~`,
      ],
      [
        'The everyday loop',
        `~~~bash
git status
git add -p            # review each change
git commit -m "Validate the email field"
git push -u origin feature/login-form
~~~`,
      ],
      [
        'Pull requests',
        `Open a PR early, keep it small (under ~400 lines), and describe **why**, not just what. Reviewers approve faster when each commit does one thing.`,
      ],
      [
        'Staying up to date',
        `~~~bash
git fetch origin
git rebase origin/main
~~~
Rebasing replays your commits on top of the latest \`main\`, so history stays straight. Never rebase commits others already pulled.`,
      ],
      [
        'Merge conflicts',
        `Git marks the clash:

~~~text
<<<<<<< HEAD
const limit = 20;
=======
const limit = 50;
>>>>>>> feature/paging
~~~
Choose the right code, delete the markers, \`git add\`, then \`git rebase --continue\`.`,
      ],
      [
        'Undo safely',
        `- Unstage a file: \`git restore --staged file\`
- Change the last commit message: \`git commit --amend\`
- Undo a pushed commit: \`git revert <sha>\` (adds a new commit)
- Find "lost" work: \`git reflog\``,
      ],
      [
        'Team conventions',
        `- \`main\` is always deployable.
- Branch names say what: \`fix/otp-timeout\`.
- CI must pass before merge.
- Delete merged branches.`,
      ],
    ],
  },
  {
    title: 'HTTP Status Codes Every Developer Should Know',
    stream: 'computer-applications',
    summary: 'The status codes you will send and debug most often, and what each tells the client to do.',
    slides: [
      [
        'Five families',
        `| Range | Meaning |
|---|---|
| 1xx | informational |
| 2xx | success |
| 3xx | redirection |
| 4xx | the client's mistake |
| 5xx | the server's mistake |`,
      ],
      [
        'Success',
        `- **200 OK**: here is what you asked for.
- **201 Created**: a new resource exists (send its location or body).
- **204 No Content**: done, nothing to return.`,
      ],
      [
        'Redirects',
        `- **301** moved permanently (search engines update links).
- **302 / 303** go elsewhere for now (after a form POST, 303 makes the browser GET).
- **304 Not Modified**: your cached copy is still good.`,
      ],
      [
        'Client errors',
        `- **400** malformed request
- **401** not signed in
- **403** signed in, but not allowed
- **404** no such thing
- **409** conflicts with the current state
- **422** well-formed but invalid fields
- **429** too many requests, slow down`,
      ],
      [
        'Server errors',
        `- **500** something broke: log details, show a calm message.
- **502 / 504** a proxy could not reach or wait for the app.
- **503** temporarily unavailable (maintenance, overload); send \`Retry-After\`.`,
      ],
      [
        'Never leak a stack trace',
        `A 500 response should say *"Something went wrong"* and nothing more. The details belong in your logs, with a request id the user can quote.`,
      ],
    ],
  },
  {
    title: 'Python List Comprehensions',
    stream: 'computer-applications',
    summary: 'Build lists, sets and dicts in one readable line, and know when a plain loop is clearer.',
    slides: [
      [
        'The loop it replaces',
        `~~~python
squares = []
for n in range(10):
    squares.append(n * n)
~~~
becomes

~~~python
squares = [n * n for n in range(10)]
~~~`,
      ],
      [
        'Filtering',
        `~~~python
evens = [n for n in numbers if n % 2 == 0]
~~~
The \`if\` at the end **keeps** items; it does not transform them.`,
      ],
      [
        'Transform with a condition',
        `~~~python
labels = ["pass" if m >= 40 else "fail" for m in marks]
~~~
An \`if … else\` **before** \`for\` chooses a value for every item.`,
      ],
      [
        'Dicts and sets',
        `~~~python
lengths = {word: len(word) for word in words}
initials = {name[0] for name in names}
~~~`,
      ],
      [
        'Nested loops',
        `~~~python
pairs = [(r, c) for r in range(3) for c in range(3) if r != c]
~~~
Reads left to right like the nested \`for\` loops it replaces. Two levels is the limit for readability.`,
      ],
      [
        'Generators for big data',
        `~~~python
total = sum(len(line) for line in open("log.txt"))
~~~
Round brackets make a **generator**: items are produced one at a time, so a 2 GB file never sits in memory.`,
      ],
    ],
  },
  {
    title: 'pandas GroupBy Explained',
    stream: 'computer-applications',
    summary: 'Split, apply, combine: summarise a DataFrame by category with groupby, agg and transform.',
    slides: [
      [
        'Split, apply, combine',
        `\`groupby\` **splits** rows by a key, **applies** a function to each group and **combines** the results into a new table.`,
      ],
      [
        'One aggregate',
        `~~~python
sales.groupby("city")["amount"].sum()
~~~
A Series indexed by city: total sales per city.`,
      ],
      [
        'Several aggregates with names',
        `~~~python
sales.groupby("city").agg(
    orders=("order_id", "count"),
    revenue=("amount", "sum"),
    avg_order=("amount", "mean"),
)
~~~`,
      ],
      [
        'Grouping by two columns',
        `~~~python
sales.groupby(["city", "month"], as_index=False)["amount"].sum()
~~~
\`as_index=False\` keeps the keys as ordinary columns, ready for a chart.`,
      ],
      [
        'transform keeps the shape',
        `~~~python
sales["share_of_city"] = (
    sales["amount"] / sales.groupby("city")["amount"].transform("sum")
)
~~~
Each row gets its group's total, so you can compare a row with its group.`,
      ],
      [
        'filter whole groups',
        `~~~python
big = sales.groupby("city").filter(lambda g: len(g) >= 100)
~~~
Keeps the rows of cities with at least 100 orders.`,
      ],
      [
        'Watch out',
        `- Missing keys are dropped unless \`dropna=False\`.
- Sort afterwards: \`.sort_values("revenue", ascending=False)\`.
- Categorical keys show empty categories unless \`observed=True\`.`,
      ],
    ],
  },
  {
    title: 'Window Functions in SQL',
    stream: 'computer-applications',
    premium: true,
    summary: 'Rankings, running totals and comparisons with the previous row, without collapsing your rows.',
    slides: [
      [
        'Aggregates that keep rows',
        `\`GROUP BY\` collapses rows; a **window function** computes across related rows and keeps every row.

~~~sql
SELECT name, dept, salary,
       AVG(salary) OVER (PARTITION BY dept) AS dept_avg
FROM employees;
~~~`,
      ],
      [
        'Ranking',
        `~~~sql
SELECT name, dept, salary,
       RANK() OVER (PARTITION BY dept ORDER BY salary DESC) AS r
FROM employees;
~~~
\`ROW_NUMBER\` never ties, \`RANK\` leaves gaps after ties, \`DENSE_RANK\` does not.`,
      ],
      [
        'Top N per group',
        `~~~sql
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY dept ORDER BY salary DESC) AS n
  FROM employees
) t WHERE n <= 3;
~~~
The top three earners of every department.`,
      ],
      [
        'Running totals',
        `~~~sql
SELECT day, amount,
       SUM(amount) OVER (ORDER BY day) AS running_total
FROM payments;
~~~`,
      ],
      [
        'LAG and LEAD',
        `~~~sql
SELECT month, revenue,
       revenue - LAG(revenue) OVER (ORDER BY month) AS change
FROM monthly_revenue;
~~~
Compare each row with the previous (\`LAG\`) or next (\`LEAD\`) one.`,
      ],
      [
        'Frames',
        `~~~sql
AVG(amount) OVER (ORDER BY day ROWS BETWEEN 6 PRECEDING AND CURRENT ROW)
~~~
A 7-day moving average.`,
      ],
      [
        'Where they run',
        `Window functions run **after** \`WHERE\`, \`GROUP BY\` and \`HAVING\`, so filter on their result in an outer query or a CTE.`,
      ],
    ],
  },
  {
    title: 'Docker in 7 Slides',
    stream: 'computer-applications',
    premium: true,
    summary: 'Images, containers, Dockerfiles, volumes and Compose: enough to ship your project the same everywhere.',
    slides: [
      [
        'The problem',
        `*"It works on my machine."* A container packages your app **with** its runtime and libraries, so it runs the same on a laptop, in CI and in production.`,
      ],
      [
        'Image vs container',
        `- An **image** is a read-only template (like a class).
- A **container** is a running instance of it (like an object).

~~~bash
docker run --rm -p 3000:3000 my-app:1.0
~~~`,
      ],
      [
        'A small Dockerfile',
        `~~~dockerfile
FROM node:22-slim
WORKDIR /app
COPY package*.json ./
RUN npm ci --omit=dev
COPY . .
USER node
CMD ["node", "server.js"]
~~~`,
      ],
      [
        'Layers and caching',
        `Each instruction is a cached layer. Copy \`package.json\` and install **before** copying the source, so editing code does not reinstall every dependency.`,
      ],
      [
        'Volumes',
        `Containers are disposable; data is not.

~~~bash
docker run -v pgdata:/var/lib/postgresql/data postgres:16
~~~
The named volume survives the container.`,
      ],
      [
        'Compose',
        `~~~yaml
services:
  web:
    build: .
    ports: ["3000:3000"]
    environment:
      DATABASE_URL: postgres://postgres@db/app
  db:
    image: postgres:16
~~~
\`docker compose up\` starts both, on one network.`,
      ],
      [
        'Good habits',
        `- Pin versions (\`node:22-slim\`, not \`latest\`).
- Run as a non-root user.
- Keep secrets out of images: pass them at run time.
- Add a \`.dockerignore\` (\`node_modules\`, \`.git\`).`,
      ],
    ],
  },
  {
    title: 'System Design: A URL Shortener',
    stream: 'computer-applications',
    premium: true,
    summary: 'The classic interview walk-through: requirements, short codes, storage, caching and scale.',
    slides: [
      [
        'Clarify first',
        `- Shorten a URL, redirect a short code.
- Custom aliases? Expiry? Click analytics?
- Scale: say **100 million** new links a month, reads **100×** writes.`,
      ],
      [
        'Back-of-envelope',
        `- Writes: 100M / month ≈ **40 per second**.
- Reads: ≈ **4,000 per second**, with peaks of several times that.
- Storage: 500 bytes × 100M × 12 × 5 years ≈ **3 TB**.`,
      ],
      [
        'The API',
        `~~~http
POST /links  { "url": "https://…" }  → 201 { "code": "aZ3kP9q" }
GET  /aZ3kP9q                         → 301 Location: https://…
~~~`,
      ],
      [
        'Making short codes',
        `Base62 (\`a-z A-Z 0-9\`) with 7 characters gives 62⁷ ≈ **3.5 trillion** codes.

Options: encode an auto-increment id (predictable), hash the URL (collisions), or hand out **id ranges** to each server (fast, unique).`,
      ],
      [
        'Storage',
        `A key-value access pattern: \`code → url\`. Any store works; a relational table with a unique index on \`code\` is fine at this size, partitioned by code when it grows.`,
      ],
      [
        'Caching the hot links',
        `A small share of links get most clicks. Put a cache (Redis) in front of the store; with an LRU policy, a 20% cache can serve **80%+** of reads.`,
      ],
      [
        '301 or 302?',
        `- **301**: browsers cache it; fewer hits on your servers, fewer analytics.
- **302**: every click reaches you; better analytics, more load.`,
      ],
      [
        'Analytics without slowing redirects',
        `Redirect first, then publish a click event to a queue; workers aggregate counts per link per day. The user never waits for analytics.`,
      ],
      [
        'Wrap up',
        `State the bottlenecks (reads), the fixes (cache, replicas), the failure modes (cache miss storms, hot keys) and what you would monitor (p99 redirect latency, error rate).`,
      ],
    ],
  },
  {
    title: 'GST Basics for Accountants',
    stream: 'commerce',
    featured: true,
    summary: 'CGST, SGST and IGST, input tax credit, invoices and the returns you file every month.',
    slides: [
      [
        'One tax, many levels',
        `GST replaced excise, service tax, VAT and more in **July 2017**. It is charged at every stage of supply, and each business claims credit for the tax it already paid.`,
      ],
      [
        'CGST, SGST and IGST',
        `- **Within a state** (intra-state): CGST + SGST, split equally. 18% = 9% + 9%.
- **Between states** (inter-state) and imports: **IGST**, the full 18%.

The place of supply decides which applies.`,
      ],
      [
        'Rates',
        `Most goods and services fall in the **5%, 12%, 18% or 28%** slabs; some essentials are exempt or 0%. Always check the HSN (goods) or SAC (services) code.`,
      ],
      [
        'Input tax credit (ITC)',
        `A trader buys goods for ₹1,000 + ₹180 GST and sells them for ₹1,500 + ₹270 GST.

Tax paid to the government = **₹270 − ₹180 = ₹90**. GST is charged only on the value added.`,
      ],
      [
        'When ITC is allowed',
        `- You hold a valid tax invoice.
- The goods or services were received.
- The supplier filed their return (it shows in your **GSTR-2B**).
- The purchase is for business, not a blocked item.`,
      ],
      [
        'A tax invoice shows',
        `- Supplier's and recipient's **GSTIN**
- Invoice number and date
- HSN/SAC, quantity, value
- Rate and amount of each tax
- Place of supply`,
      ],
      [
        'Returns every month',
        `- **GSTR-1**: outward supplies (sales), by the 11th.
- **GSTR-3B**: summary and payment of tax, by the 20th.
- **GSTR-9**: the annual return.

Small taxpayers may opt for the quarterly QRMP scheme.`,
      ],
      [
        'Who must register',
        `Businesses with turnover above **₹40 lakh** (goods) or **₹20 lakh** (services), lower in special category states, and anyone making inter-state supplies of taxable goods or selling through e-commerce operators.`,
      ],
    ],
  },
  {
    title: 'Reading a Balance Sheet',
    stream: 'commerce',
    summary: 'Assets, liabilities and equity in plain words, and the ratios analysts check first.',
    slides: [
      [
        'The equation',
        `**Assets = Liabilities + Equity**

What a company owns is paid for either by what it owes or by its owners' money.`,
      ],
      [
        'Assets',
        `- **Non-current**: property, plant and equipment, long-term investments.
- **Current**: cash, receivables, inventory: turned into cash within a year.`,
      ],
      [
        'Liabilities',
        `- **Non-current**: long-term borrowings, lease liabilities.
- **Current**: payables, short-term loans, taxes due within a year.`,
      ],
      [
        'Equity',
        `Share capital plus **reserves and surplus** (profits kept in the business). Rising reserves year after year usually mean profits are being reinvested.`,
      ],
      [
        'Current ratio',
        `**Current assets ÷ current liabilities**

Above 1 means short-term dues are covered. Too high can mean idle cash or slow-moving stock.`,
      ],
      [
        'Debt to equity',
        `**Total borrowings ÷ equity**

Below 1 is comfortable for most manufacturers; banks and NBFCs naturally run much higher.`,
      ],
      [
        'Read it with the other statements',
        `The balance sheet is a **snapshot on one date**. Pair it with the profit and loss statement (performance over the year) and the cash flow statement (where the cash really went).`,
      ],
    ],
  },
  {
    title: 'Income Tax: Old vs New Regime',
    stream: 'commerce',
    premium: true,
    summary: 'How the two regimes differ, which deductions you give up, and a quick way to compare.',
    slides: [
      [
        'Two ways to compute tax',
        `Individuals choose between the **old regime** (higher rates, many deductions) and the **new regime** (lower slab rates, few deductions). The new regime is the default.`,
      ],
      [
        'What the new regime drops',
        `Most exemptions and deductions go: **80C** (PPF, ELSS, life insurance), **80D** health insurance, HRA, home-loan interest on a self-occupied house.

The standard deduction for salaried people stays.`,
      ],
      [
        'Who gains from the old regime',
        `People who actually use large deductions: rent paid with HRA, a home loan, full 80C and 80D. Add them up before deciding.`,
      ],
      [
        'A quick comparison',
        `1. Compute taxable income under each regime.
2. Apply each regime's slabs and rebate.
3. Add 4% health and education cess.
4. Pick the lower tax.`,
      ],
      [
        'Switching',
        `Salaried individuals without business income may choose **every year** when filing the return. With business income, switching back is allowed only once.`,
      ],
      [
        'Tell your employer',
        `Declare your choice at the start of the year so the right TDS is deducted; you can still choose differently when you file.`,
      ],
      [
        'Check the current year',
        `Slab limits and rebates change in Union Budgets. Always confirm the figures for the assessment year you are filing for.`,
      ],
    ],
  },
  {
    title: 'Spoken English: Interview Phrases',
    stream: 'arts',
    featured: true,
    summary: 'Natural phrases to open, answer, buy time and close an interview with confidence.',
    slides: [
      [
        'Opening',
        `- *"Good morning. Thank you for having me."*
- *"It's a pleasure to meet you."*

Smile, pause, and let the interviewer lead.`,
      ],
      [
        'Tell me about yourself',
        `Present → past → future:

*"I'm a final-year B.Com student at Pune University. Last summer I interned at a CA firm, where I prepared GST returns. Now I'm looking to grow in audit."*`,
      ],
      [
        'Talking about strengths',
        `- *"One of my strengths is …, for example …"*
- *"My manager often relied on me to …"*

Always back a strength with a **short example**.`,
      ],
      [
        'Buying a moment',
        `- *"That's a good question. Let me think for a second."*
- *"Could you repeat the last part, please?"*
- *"Do you mean … or …?"*

Better than filling silence with *"umm"*.`,
      ],
      [
        'Weaknesses, honestly',
        `*"I used to find public speaking hard, so I joined the college debate club. I'm much more comfortable now, though I still prepare notes."*

Name it, show the fix, show progress.`,
      ],
      [
        'Avoid these',
        `| Instead of | Say |
|---|---|
| "I am having 2 years experience" | "I have two years of experience" |
| "Myself Ravi" | "I'm Ravi" |
| "Revert back to me" | "Get back to me" |`,
      ],
      [
        'Asking your questions',
        `- *"What would success look like in the first six months?"*
- *"How does the team usually work together?"*
- *"What are the next steps in the process?"*`,
      ],
      [
        'Closing',
        `*"Thank you for your time. I enjoyed learning about the role and I'd be glad to contribute to the team."*

Then a firm handshake, or a warm nod on a video call.`,
      ],
    ],
  },
  {
    title: 'Writing a Professional Email',
    stream: 'arts',
    summary: 'Subject lines, structure and tone for emails that get read and answered.',
    slides: [
      [
        'Subject line',
        `Say what it is and what you need:

**"Leave request: 12–14 March"** rather than *"Hi"* or *"Request"*.`,
      ],
      [
        'Greeting',
        `- Formal: *"Dear Ms Rao,"*
- Familiar colleague: *"Hi Arjun,"*

Avoid *"Dear Sir/Madam"* when you know the name.`,
      ],
      [
        'Lead with the point',
        `*"I'm writing to ask for three days' leave from 12 to 14 March for my sister's wedding."*

Details follow; the reader should know the ask in one line.`,
      ],
      [
        'Keep it scannable',
        `- Short paragraphs (2–3 lines)
- Bullet points for lists or options
- Dates and amounts written out clearly`,
      ],
      [
        'Tone',
        `Polite and direct: *"Could you please send the report by Friday?"* beats both *"Send the report"* and *"If it's not too much trouble, maybe …"*.`,
      ],
      [
        'Closing',
        `*"Thank you. Please let me know if you need anything else."*

**Regards,**
Name · Role · Phone

Re-read once before sending, and check the attachment is actually attached.`,
      ],
    ],
  },
  {
    title: 'Fundamental Rights in 8 Slides',
    stream: 'government-exams',
    featured: true,
    summary: 'Articles 12 to 35 of the Constitution of India for prelims revision, with the facts that get asked.',
    slides: [
      [
        'Part III of the Constitution',
        `Fundamental Rights are in **Part III, Articles 12–35**, inspired by the US Bill of Rights. They are **justiciable**: you can go to court if they are violated.`,
      ],
      [
        'Right to Equality (14–18)',
        `- Art. 14: equality before law
- Art. 15: no discrimination on religion, race, caste, sex, place of birth
- Art. 16: equal opportunity in public employment
- Art. 17: abolition of untouchability
- Art. 18: abolition of titles`,
      ],
      [
        'Right to Freedom (19–22)',
        `- Art. 19: six freedoms (speech, assembly, association, movement, residence, profession)
- Art. 20: protection in respect of conviction
- Art. 21: life and personal liberty
- Art. 21A: free education for children 6–14
- Art. 22: protection against arbitrary arrest`,
      ],
      [
        'Against Exploitation (23–24)',
        `- Art. 23: no human trafficking or forced labour
- Art. 24: no children below 14 in factories, mines or hazardous work`,
      ],
      [
        'Religion (25–28)',
        `Freedom of conscience and to profess, practise and propagate religion, to manage religious affairs, freedom from taxes for promoting a religion, and from religious instruction in state-funded schools.`,
      ],
      [
        'Cultural and Educational (29–30)',
        `Minorities may conserve their language, script and culture (Art. 29) and establish and run educational institutions of their choice (Art. 30).`,
      ],
      [
        'Constitutional Remedies (32)',
        `Dr B. R. Ambedkar called Art. 32 **"the heart and soul of the Constitution"**. The Supreme Court issues five writs: *habeas corpus, mandamus, prohibition, certiorari, quo warranto*.`,
      ],
      [
        'Facts that get asked',
        `- Right to Property was removed by the **44th Amendment (1978)**; it is now a legal right under Art. 300A.
- Arts. 20 and 21 **cannot be suspended** even during an emergency.
- Art. 21A was added by the **86th Amendment (2002)**.`,
      ],
    ],
  },
  {
    title: 'Percentage Shortcuts for Aptitude',
    stream: 'government-exams',
    summary: 'Fraction equivalents, successive change and the tricks that save time in bank and SSC exams.',
    slides: [
      [
        'Know the fractions',
        `| % | Fraction |
|---|---|
| 12.5 | 1/8 |
| 16.66 | 1/6 |
| 20 | 1/5 |
| 33.33 | 1/3 |
| 37.5 | 3/8 |`,
      ],
      [
        'Finding a percentage fast',
        `**18% of 250** = 10% (25) + 8% (20) = **45**.

Break awkward percentages into 10%, 5% and 1% pieces.`,
      ],
      [
        'Swap the numbers',
        `**x% of y = y% of x**

16% of 25 = 25% of 16 = **4**.`,
      ],
      [
        'Successive change',
        `Two changes of a% and b%: **a + b + ab/100**.

Price up 20%, then down 10%: 20 − 10 − 2 = **+8%**.`,
      ],
      [
        'Up then down by the same %',
        `Up x% then down x% is always a **loss of x²/100 %**.

Up 10%, down 10% → **−1%**.`,
      ],
      [
        'Percentage more vs less',
        `If A is 25% more than B, B is **25/125 = 20% less** than A.

General: r/(100 + r) × 100.`,
      ],
      [
        'Practice',
        `A salary rises 10% and then 20%. What is the total rise?

10 + 20 + (10 × 20)/100 = **32%**.`,
      ],
    ],
  },
  {
    title: 'SWOT Analysis in 6 Slides',
    stream: 'management',
    summary: 'Strengths, weaknesses, opportunities and threats: how to run one that leads to decisions.',
    slides: [
      [
        'What SWOT is',
        `A 2×2 of what helps and hurts a business:

| | Helpful | Harmful |
|---|---|---|
| **Internal** | Strengths | Weaknesses |
| **External** | Opportunities | Threats |`,
      ],
      [
        'Strengths and weaknesses',
        `Things **you control**: brand, team skills, costs, distribution, technology.

Be specific: *"delivery in 2 hours in Pune"* beats *"good service"*.`,
      ],
      [
        'Opportunities and threats',
        `Things **outside** your control: market trends, regulation, competitors, technology shifts.

Example: UPI adoption in small towns (opportunity); a new quick-commerce rival (threat).`,
      ],
      [
        'Run it with evidence',
        `Use data, customer interviews and competitor pricing, not opinions alone. Limit each box to **three to five** points.`,
      ],
      [
        'From SWOT to strategy',
        `- **S-O**: use strengths to seize opportunities.
- **W-O**: fix weaknesses to unlock opportunities.
- **S-T**: use strengths to blunt threats.
- **W-T**: defend or exit.`,
      ],
      [
        'Common mistakes',
        `Lists with no actions, mixing internal and external points, and doing it once a year and forgetting it. End every SWOT with owners and dates.`,
      ],
    ],
  },
  {
    title: 'Agile and Scrum Basics',
    stream: 'management',
    summary: 'Sprints, roles, ceremonies and artefacts: what a Scrum team actually does each week.',
    slides: [
      [
        'Why agile',
        `Deliver small working pieces often, learn from users, and adjust, instead of one big release after a year of planning.`,
      ],
      [
        'Three roles',
        `- **Product owner**: decides what to build and in what order.
- **Scrum master**: removes blockers, guards the process.
- **Developers**: decide how to build it and build it.`,
      ],
      [
        'The sprint',
        `A fixed time box, usually **two weeks**, that ends with a usable increment. Scope may be clarified during the sprint, but the sprint goal does not change.`,
      ],
      [
        'Ceremonies',
        `- **Sprint planning**: pick the work and the goal.
- **Daily scrum**: 15 minutes, plan the next day.
- **Sprint review**: show what was built.
- **Retrospective**: improve how the team works.`,
      ],
      [
        'Artefacts',
        `- **Product backlog**: everything wanted, ordered.
- **Sprint backlog**: what this sprint commits to.
- **Increment**: the working product that meets the definition of done.`,
      ],
      [
        'User stories',
        `*"As a learner, I want to resume a course where I left it, so that I do not lose my place."*

Add acceptance criteria the team can test.`,
      ],
      [
        'Signs it is working',
        `Working software every sprint, a backlog that changes with feedback, and retrospectives that lead to real changes, not the same complaints every fortnight.`,
      ],
    ],
  },
  {
    title: "Ohm's Law and Basic Circuits",
    stream: 'engineering',
    summary: 'Voltage, current, resistance, series and parallel circuits and power, for first-year labs and embedded projects.',
    slides: [
      [
        'Three quantities',
        `- **Voltage (V)**: the push, in volts.
- **Current (I)**: the flow, in amperes.
- **Resistance (R)**: the opposition, in ohms (Ω).`,
      ],
      [
        "Ohm's law",
        `**V = I × R**

A 9 V battery across a 450 Ω resistor drives I = 9 / 450 = **20 mA**.`,
      ],
      [
        'Series',
        `R_total = R₁ + R₂ + …

The **same current** flows through each; the voltage divides in proportion to resistance.`,
      ],
      [
        'Parallel',
        `1 / R_total = 1 / R₁ + 1 / R₂ + …

The **same voltage** is across each branch; two equal resistors in parallel give half the resistance.`,
      ],
      [
        'Power',
        `**P = V × I = I²R = V²/R**

A 220 Ω resistor at 5 V dissipates 25 / 220 ≈ 0.11 W: a standard ¼ W resistor is fine.`,
      ],
      [
        'An LED resistor',
        `Supply 5 V, LED drop 2 V, desired current 15 mA:

R = (5 − 2) / 0.015 = **200 Ω** → use the next standard value, 220 Ω.`,
      ],
    ],
  },
  {
    title: 'CPR: Basic Life Support Steps',
    stream: 'medical',
    summary: 'The adult basic life support sequence: check, call, compress, and use an AED.',
    slides: [
      ['Check the scene', `Make sure it is safe for you. Then tap the person's shoulders and shout: *"Are you all right?"*`],
      [
        'Call for help',
        `Shout for help, call **112** (or 108 for an ambulance in most states), and ask someone to bring an **AED** if one is nearby.`,
      ],
      [
        'Check breathing',
        `Look at the chest for **no more than 10 seconds**. Gasping is not normal breathing: treat it as cardiac arrest.`,
      ],
      [
        'Chest compressions',
        `- Heel of the hand on the **centre of the chest**, other hand on top.
- Push **5–6 cm** deep at **100–120 per minute**.
- Let the chest rise fully between compressions.`,
      ],
      [
        'Rescue breaths',
        `If trained: **30 compressions, 2 breaths**, tilting the head back and lifting the chin. If not trained or unwilling, give **continuous compressions**: they still save lives.`,
      ],
      [
        'Use the AED',
        `Switch it on and follow the voice prompts. Stand clear when it analyses and shocks, then restart compressions straight away.`,
      ],
      [
        'Keep going',
        `Continue until the person starts breathing normally, trained help takes over, or you are too exhausted to go on. Swap rescuers every two minutes if you can.`,
      ],
    ],
  },
  {
    title: 'Colour Theory for UI Designers',
    stream: 'design',
    summary: 'Hue, contrast, palettes and accessible colour choices for interfaces people can actually read.',
    slides: [
      [
        'Hue, saturation, lightness',
        `Think in **HSL**: pick a hue, then vary saturation and lightness to make a family of tints and shades for one brand colour.`,
      ],
      [
        'Start with neutrals',
        `Most of a screen is background, text and borders. Choose a neutral grey scale first; add colour for **meaning**: actions, status, focus.`,
      ],
      [
        'One primary, used sparingly',
        `Reserve the primary colour for the main action on each screen. If everything is blue, nothing stands out.`,
      ],
      [
        'Contrast you can measure',
        `WCAG AA asks for a contrast ratio of **4.5:1** for body text and **3:1** for large text and UI controls. Check it; do not eyeball it.`,
      ],
      [
        'Never colour alone',
        `About 1 in 12 men has a colour vision deficiency. Pair colour with an **icon or text**: a red border *and* "This field is required".`,
      ],
      [
        'Dark mode',
        `Do not just invert. Use dark greys rather than pure black, lower saturation for large areas, and re-check contrast for every colour pair.`,
      ],
    ],
  },
];

export type SeedCheckQuestion = [prompt: string, options: string[], correct: number[], explanation: string];

/**
 * Slide collections: each is attached to every course that has a module with `moduleTitle`
 * (the catalogue's outlines), with the decks (by title) in order and a short check.
 */
export type SeedCollection = {
  moduleTitle: string;
  title: string;
  summary: string;
  decks: string[];
  passPercent: number;
  questions: SeedCheckQuestion[];
};

export const COLLECTIONS: SeedCollection[] = [
  {
    moduleTitle: 'Joins',
    title: 'Revise: joins and grouping',
    summary: 'Two short decks on combining and summarising tables, then a five-question check.',
    decks: ['SQL Joins in 8 Slides', 'GROUP BY and HAVING'],
    passPercent: 60,
    questions: [
      [
        'Which join keeps every row of the left table, even without a match?',
        ['INNER JOIN', 'LEFT JOIN', 'CROSS JOIN', 'SELF JOIN'],
        [2],
        'A LEFT JOIN keeps all left rows and fills the right side with NULL when nothing matches.',
      ],
      [
        'How do you find students with no enrolment?',
        [
          'INNER JOIN and WHERE e.student_id IS NULL',
          'LEFT JOIN and WHERE e.student_id IS NULL',
          'LEFT JOIN and WHERE e.student_id IS NOT NULL',
          'GROUP BY student and HAVING COUNT(*) = 0',
        ],
        [2],
        'The left join keeps unmatched students with NULLs on the enrolment side; the WHERE keeps only those.',
      ],
      [
        'Which clause filters groups after aggregation?',
        ['WHERE', 'HAVING', 'ORDER BY', 'LIMIT'],
        [2],
        'WHERE filters rows before grouping; HAVING filters the groups.',
      ],
      [
        'Which are aggregate functions? (choose all)',
        ['COUNT', 'SUM', 'COALESCE', 'AVG'],
        [1, 2, 4],
        'COALESCE returns its first non-null argument for each row; it does not aggregate.',
      ],
      [
        'SELECT city, name, COUNT(*) FROM orders GROUP BY city fails because…',
        [
          'COUNT(*) needs a column',
          'name is neither grouped nor aggregated',
          'GROUP BY must come before FROM',
          'city must be aliased',
        ],
        [2],
        'Every selected column must be grouped or aggregated; PostgreSQL will not pick one name per city.',
      ],
    ],
  },
  {
    moduleTitle: 'React',
    title: 'Revise: modern JavaScript and React',
    summary: 'Async JavaScript, hooks and layout in three decks, then a short check.',
    decks: ['Promises and async/await', 'React Hooks in 9 Slides', 'CSS Flexbox vs Grid'],
    passPercent: 60,
    questions: [
      [
        'What does Promise.all do when one promise rejects?',
        ['Waits for the others and ignores it', 'Rejects with that error', 'Retries it', 'Resolves with undefined'],
        [2],
        'Promise.all rejects as soon as any input rejects; use allSettled to see every outcome.',
      ],
      [
        'An effect with the dependency array [] runs…',
        ['after every render', 'once after the first render', 'never', 'before the first render'],
        [2],
        'An empty array means no dependencies change, so the effect runs once after mounting (and cleans up on unmount).',
      ],
      [
        'Which of these break the rules of hooks? (choose all)',
        [
          'Calling useState inside an if',
          'Calling a hook in a loop',
          'Calling useEffect at the top of a component',
          'Calling a hook inside a custom hook',
        ],
        [1, 2],
        'Hooks must be called in the same order on every render: never inside conditions or loops.',
      ],
      [
        'Which layout suits a responsive gallery of cards best?',
        ['Flexbox with fixed widths', 'CSS grid with repeat(auto-fill, minmax(...))', 'Floats', 'Absolute positioning'],
        [2],
        'Grid places items in rows and columns and auto-fill adapts the number of columns to the width.',
      ],
    ],
  },
  {
    moduleTitle: 'pandas',
    title: 'Revise: Python and pandas',
    summary: 'Comprehensions and groupby, the two tools you will use in every analysis.',
    decks: ['Python List Comprehensions', 'pandas GroupBy Explained'],
    passPercent: 60,
    questions: [
      [
        'What does [n for n in nums if n % 2 == 0] return?',
        ['All numbers', 'The even numbers', 'The odd numbers', 'True or False for each number'],
        [2],
        'The trailing if keeps only the items for which the condition is true.',
      ],
      [
        'Which keeps one value per original row?',
        ['groupby().sum()', 'groupby().agg()', 'groupby().transform("sum")', 'groupby().size()'],
        [3],
        'transform returns a result aligned with the original rows; the others return one row per group.',
      ],
      [
        'Round brackets around a comprehension make…',
        ['a tuple', 'a generator', 'a set', 'a syntax error'],
        [2],
        'A generator expression yields items one at a time without building a list in memory.',
      ],
      [
        'How do you keep the group keys as columns?',
        ['reset=True', 'as_index=False', 'keep_keys=True', 'dropna=False'],
        [2],
        'as_index=False returns the keys as ordinary columns instead of the index.',
      ],
    ],
  },
  {
    moduleTitle: 'GST',
    title: 'Revise: GST and the balance sheet',
    summary: 'GST for day-to-day accounting and how to read the balance sheet you close the year with.',
    decks: ['GST Basics for Accountants', 'Reading a Balance Sheet'],
    passPercent: 60,
    questions: [
      [
        'A sale from Maharashtra to Karnataka attracts…',
        ['CGST + SGST', 'IGST', 'Only SGST', 'No GST'],
        [2],
        'Inter-state supplies attract IGST; CGST and SGST apply within a state.',
      ],
      [
        'You paid ₹180 GST on purchases and charged ₹270 on sales. What do you pay in cash?',
        ['₹270', '₹180', '₹90', '₹450'],
        [3],
        'Input tax credit of ₹180 is set off against the ₹270 output tax.',
      ],
      [
        'Which return summarises tax and pays it each month?',
        ['GSTR-1', 'GSTR-3B', 'GSTR-9', 'GSTR-2B'],
        [2],
        'GSTR-3B is the monthly summary return with payment; GSTR-1 lists outward supplies.',
      ],
      [
        'Current ratio is…',
        [
          'current assets ÷ current liabilities',
          'total debt ÷ equity',
          'net profit ÷ revenue',
          'current liabilities ÷ current assets',
        ],
        [1],
        'It measures whether short-term assets cover short-term dues.',
      ],
    ],
  },
];

/** Lessons that become slide lessons: the lesson title → the deck it opens. */
export const SLIDE_LESSONS: Record<string, string> = {
  'Inner joins': 'SQL Joins in 8 Slides',
  'GROUP BY': 'GROUP BY and HAVING',
  'State and effects': 'React Hooks in 9 Slides',
  'Grouping and aggregation': 'pandas GroupBy Explained',
  'Version control with Git': 'Git Branching for Teams',
  'GST registration': 'GST Basics for Accountants',
  'Reading a balance sheet': 'Reading a Balance Sheet',
  'Percentages and ratios': 'Percentage Shortcuts for Aptitude',
  'Complexity analysis': 'Big-O for Placements',
  'Voltage, current and Ohm\u2019s law': "Ohm's Law and Basic Circuits",
};
