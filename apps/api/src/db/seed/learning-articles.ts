/**
 * Lesson texts of the seeded courses, keyed by the lesson's title in catalogue-subjects.ts
 * OUTLINE_TEXT. Lessons without a text here get a reading guide built from their course
 * (lesson-content.ts `lessonGuide`).
 */
export const ARTICLES: Record<string, string> = {
  'How browsers load a page': `When you type an address and press Enter, the browser does a surprising amount of work before the first pixel appears.

1. **DNS lookup** turns \`example.in\` into an IP address.
2. **TCP and TLS**: the browser opens a connection and agrees on encryption keys.
3. **HTTP request**: it asks for \`/\` and receives HTML.
4. **Parsing**: HTML becomes the DOM; CSS becomes the CSSOM. A \`<script>\` without \`defer\` stops parsing until it has run.
5. **Layout and paint**: the browser works out the size and position of every box, then draws it.

\`\`\`html
<!-- defer: download in parallel, run after parsing -->
<script src="/app.js" defer></script>
\`\`\`

> Open your browser's developer tools, go to the **Network** tab and reload this page. Each row is one request; the waterfall shows which ones blocked the others.

**Try it:** find the largest file on a news site's home page. How long did it take compared with the HTML?`,

  'Semantic HTML': `Semantic elements say what content *is*, not how it looks. Screen readers, search engines and your future self all read them.

| Instead of | Use |
| --- | --- |
| \`<div class="header">\` | \`<header>\` |
| \`<div class="nav">\` | \`<nav>\` |
| \`<div onclick>\` | \`<button>\` |
| \`<b>Heading</b>\` | \`<h2>\` |

\`\`\`html
<article>
  <h2>Placement drive at Pune campus</h2>
  <p>Published <time datetime="2026-11-02">2 November</time></p>
</article>
\`\`\`

A \`<button>\` is focusable, answers the Enter and Space keys and announces itself as a button, all for free. A clickable \`<div>\` does none of that.

**Rule of thumb:** one \`<h1>\` per page, headings in order, every image with an \`alt\` (empty \`alt=""\` for decoration).`,

  'Modern CSS layout with flexbox and grid': `Flexbox lays items out in **one** direction; grid in **two**.

\`\`\`css
/* A toolbar: items in a row, space between */
.toolbar { display: flex; gap: 0.5rem; justify-content: space-between; align-items: center; }

/* A card grid that fits as many 16rem columns as the screen allows */
.cards { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); }
\`\`\`

The grid above needs **no media queries**: on a 360 px phone it shows one column, on a laptop four.

Common mistakes:
- Setting widths on flex items instead of using \`flex: 1\`.
- Forgetting \`min-width: 0\` on a flex child that holds long text, so it overflows.
- Using margins between items when \`gap\` does it for you.

**Exercise:** rebuild a product listing page with one grid rule and no floats.`,

  'Values, functions and closures': `JavaScript has seven primitive types (\`string\`, \`number\`, \`bigint\`, \`boolean\`, \`undefined\`, \`null\`, \`symbol\`) and objects. Functions are objects too, which means you can pass them around.

\`\`\`js
function makeCounter() {
  let count = 0;          // lives on after makeCounter returns
  return () => ++count;   // the arrow function "closes over" count
}
const next = makeCounter();
next(); // 1
next(); // 2
\`\`\`

A **closure** is a function together with the variables it could see when it was created. That is how event handlers remember which button they belong to, and how modules keep private state.

Prefer \`const\`, use \`let\` when a value must change, and never \`var\` (it ignores block scope).

**Check yourself:** what does \`[1, 2, 3].map((n) => n * 2)\` return, and why is \`map\` itself a function taking a function?`,

  'Working with the DOM': `The DOM is the page as a tree of objects you can read and change.

\`\`\`js
const list = document.querySelector('#todos');
const form = document.querySelector('form');

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const item = document.createElement('li');
  item.textContent = form.elements.title.value; // textContent, never innerHTML, for user text
  list.append(item);
  form.reset();
});
\`\`\`

Three habits that avoid most bugs:
1. Use **\`textContent\`** for text people typed. \`innerHTML\` runs whatever HTML they typed.
2. Attach one listener to a parent and check \`event.target\` (**event delegation**) instead of one per row.
3. Batch changes: build a \`DocumentFragment\`, then append it once.

**Exercise:** add a "Done" button to each to-do that strikes the item through, with a single listener on the list.`,

  'Promises and async/await': `A promise is a value that will arrive later. \`async\`/\`await\` lets you write code that waits for it as if it were ordinary code.

\`\`\`js
async function loadJobs(city) {
  const response = await fetch(\`/api/core/jobs?city=\${city}\`);
  if (!response.ok) throw new Error(\`Jobs failed: \${response.status}\`);
  const { data } = await response.json();
  return data.results;
}
\`\`\`

Run independent requests **together**, not one after another:

\`\`\`js
const [jobs, courses] = await Promise.all([loadJobs('pune'), loadCourses('pune')]);
\`\`\`

Remember that \`fetch\` only rejects on network failure: a 404 or 500 still resolves, so check \`response.ok\`.

**Check yourself:** what happens to the other request if one promise in \`Promise.all\` rejects?`,

  'Jupyter notebooks': `A notebook mixes code, its output and your notes in one document: ideal for exploring data and showing your reasoning.

- **Shift + Enter** runs a cell and moves to the next.
- **A** / **B** insert a cell above / below (in command mode, press **Esc** first).
- **M** turns a cell into Markdown for notes.

\`\`\`python
import pandas as pd
df = pd.read_csv("train_delays.csv")
df.head()
\`\`\`

Cells share one Python process, so running them out of order can leave variables that no longer match the code you see. Before sharing a notebook, use **Kernel → Restart & Run All** and check that it still works from top to bottom.

**Tip:** keep raw data files read-only and write cleaned data to a new file.`,

  'Lists, dicts and comprehensions': `Lists keep things in order; dictionaries look things up by key.

\`\`\`python
marks = [72, 88, 95, 61]
student = {"name": "Riya", "city": "Jaipur", "marks": marks}

# A comprehension builds a new list from an old one
passed = [m for m in marks if m >= 65]           # [72, 88, 95]
grades = {m: ("A" if m >= 90 else "B") for m in marks}
\`\`\`

Comprehensions read as one sentence: *"m for each m in marks if m is at least 65"*. When one grows past a line, write a normal loop instead.

Useful built-ins: \`len\`, \`sum\`, \`sorted(marks, reverse=True)\`, \`max(student, key=...)\`, \`enumerate\`, \`zip\`.

**Exercise:** from a list of \`(city, temperature)\` pairs, build a dict of the hottest reading per city.`,

  'Reading CSV and Excel files': `Most analysis starts with a file someone emailed you.

\`\`\`python
import pandas as pd

sales = pd.read_csv("sales.csv", parse_dates=["order_date"], dtype={"pin_code": str})
stock = pd.read_excel("stock.xlsx", sheet_name="March")
\`\`\`

Things that go wrong, and the fix:
- **Pin codes lose their leading zero** → read them as \`str\`.
- **Dates stay as text** → \`parse_dates\`.
- **Indian number formats** like \`1,20,000\` → \`thousands=","\`.
- **Strange characters** → \`encoding="utf-8-sig"\` or \`"latin-1"\`.

Always look before you trust: \`df.shape\`, \`df.dtypes\`, \`df.isna().sum()\`.`,

  'Series and DataFrames': `A **Series** is one labelled column; a **DataFrame** is a table of Series sharing an index.

\`\`\`python
df = pd.DataFrame({
    "city": ["Pune", "Delhi", "Chennai"],
    "fee": [45000, 52000, 38000],
})
df["fee"].mean()          # a Series method
df[df["fee"] > 40000]     # boolean filtering
df.loc[0, "city"]         # by label
df.iloc[-1]               # by position
\`\`\`

Vectorised operations (\`df["fee"] * 1.18\`) run in C and are far faster than Python loops over rows. If you find yourself writing \`for i, row in df.iterrows()\`, there is usually a one-line vectorised version.`,

  'Tables, rows and keys': `A relational database stores data in **tables**. Each row is one thing (a student, an order); each column one fact about it.

\`\`\`sql
CREATE TABLE students (
  id         integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  email      text NOT NULL UNIQUE,
  full_name  text NOT NULL,
  city_id    integer REFERENCES cities (id)
);
\`\`\`

- The **primary key** identifies a row for ever.
- A **foreign key** (\`city_id\`) points to a row of another table; the database refuses a city that does not exist.
- **Constraints** (\`NOT NULL\`, \`UNIQUE\`, \`CHECK\`) keep bad data out no matter which app writes it.

**Design habit:** store each fact once. If a city's name is in every student row, renaming it means updating thousands of rows.`,

  'Your first SELECT': `\`\`\`sql
SELECT full_name, email
FROM students
WHERE city_id = 3
ORDER BY full_name
LIMIT 10;
\`\`\`

Read a query in the order the database runs it: **FROM** (which table) → **WHERE** (which rows) → **SELECT** (which columns) → **ORDER BY** → **LIMIT**.

- \`SELECT *\` is fine for exploring, not in application code.
- Text comparisons are case-sensitive: use \`ILIKE\` or \`lower(email) = lower($1)\`.
- \`NULL\` is not equal to anything, not even \`NULL\`: write \`IS NULL\`.

**Exercise:** list the five most recently joined students from Bengaluru.`,
};
