import type { FixmeDifficulty, FixmeLanguage } from '@lp/contract/fixme';

/**
 * The fix-me problems of the demo data: each has a real bug that at least one test exposes and a
 * reference `solution` (never stored: fixme-seed.test.ts runs every problem's faulty code and its
 * solution through the sandbox to prove that the tests catch the bug and accept the fix).
 */

export const FIXME_TOPICS = {
  arrays: 'Arrays and lists',
  strings: 'Strings',
  numbers: 'Numbers and maths',
  objects: 'Objects and dictionaries',
  recursion: 'Recursion',
  algorithms: 'Searching and sorting',
  'data-structures': 'Stacks and queues',
  functions: 'Functions and closures',
  classes: 'Classes',
  regex: 'Regular expressions',
} as const;
export type FixmeTopic = keyof typeof FIXME_TOPICS;

export type FixmeSeedProblem = {
  slug: string;
  title: string;
  summary: string;
  description: string;
  language: FixmeLanguage;
  difficulty: FixmeDifficulty;
  topic: FixmeTopic;
  isPremium?: boolean;
  faultyCode: string;
  solution: string;
  /** [expression, expected value] */
  visible: [string, unknown][];
  hidden: [string, unknown][];
};

const js = (p: Omit<FixmeSeedProblem, 'language'>): FixmeSeedProblem => ({ ...p, language: 'javascript' });
const py = (p: Omit<FixmeSeedProblem, 'language'>): FixmeSeedProblem => ({ ...p, language: 'python' });

export const FIXME_PROBLEMS: FixmeSeedProblem[] = [
  // ------------------------------------------------------------------------------------------
  // JavaScript
  js({
    slug: 'js-sum-of-evens',
    title: 'Sum of the even numbers',
    summary: 'A shopping-cart helper adds up the wrong numbers.',
    description:
      '`sumOfEvens(numbers)` should add up every **even** number in the list (negative ones too) and return 0 for an empty list.\n\nA tester noticed that the total is wrong for every list with odd numbers in it.',
    difficulty: 'easy',
    topic: 'arrays',
    faultyCode: `function sumOfEvens(numbers) {
  let total = 0;
  for (const n of numbers) {
    if (n % 2 === 1) total += n;
  }
  return total;
}
`,
    solution: `function sumOfEvens(numbers) {
  let total = 0;
  for (const n of numbers) {
    if (n % 2 === 0) total += n;
  }
  return total;
}
`,
    visible: [
      ['sumOfEvens([1, 2, 3, 4])', 6],
      ['sumOfEvens([])', 0],
    ],
    hidden: [
      ['sumOfEvens([-2, -3, 5])', -2],
      ['sumOfEvens([10])', 10],
      ['sumOfEvens([1, 3, 5])', 0],
    ],
  }),
  js({
    slug: 'js-capitalize-words',
    title: 'Capitalise every word',
    summary: 'Course titles come out with doubled letters.',
    description:
      '`capitalizeWords(sentence)` should upper-case the first letter of each word and keep the rest of the text, spaces included, exactly as it was.\n\n"hello world" currently becomes "Hhello Wworld", and titles with two spaces in a row crash the page.',
    difficulty: 'easy',
    topic: 'strings',
    faultyCode: `function capitalizeWords(sentence) {
  return sentence
    .split(' ')
    .map((word) => word[0].toUpperCase() + word.slice(0))
    .join(' ');
}
`,
    solution: `function capitalizeWords(sentence) {
  return sentence
    .split(' ')
    .map((word) => (word ? word[0].toUpperCase() + word.slice(1) : word))
    .join(' ');
}
`,
    visible: [
      ['capitalizeWords("hello world")', 'Hello World'],
      ['capitalizeWords("a")', 'A'],
    ],
    hidden: [
      ['capitalizeWords("learn   js")', 'Learn   Js'],
      ['capitalizeWords("already Capital")', 'Already Capital'],
      ['capitalizeWords("")', ''],
    ],
  }),
  js({
    slug: 'js-find-max',
    title: 'Largest number in a list',
    summary: 'The hottest temperature of a winter week in Leh is reported as 0.',
    description:
      '`findMax(numbers)` returns the largest number of the list, or `null` when the list is empty.\n\nIt works for most lists, but a week of sub-zero temperatures in Leh shows a maximum of 0, which was never measured.',
    difficulty: 'easy',
    topic: 'arrays',
    faultyCode: `function findMax(numbers) {
  let max = 0;
  for (let i = 0; i < numbers.length; i++) {
    if (numbers[i] > max) max = numbers[i];
  }
  return max;
}
`,
    solution: `function findMax(numbers) {
  if (numbers.length === 0) return null;
  let max = numbers[0];
  for (let i = 1; i < numbers.length; i++) {
    if (numbers[i] > max) max = numbers[i];
  }
  return max;
}
`,
    visible: [
      ['findMax([3, 7, 2])', 7],
      ['findMax([-5, -2, -9])', -2],
    ],
    hidden: [
      ['findMax([])', null],
      ['findMax([4])', 4],
      ['findMax([-1, 0, -3])', 0],
    ],
  }),
  js({
    slug: 'js-count-vowels',
    title: 'Count the vowels',
    summary: 'A word game says "banana" has one vowel.',
    description:
      '`countVowels(text)` counts the vowels (a, e, i, o, u) in the text, upper or lower case.\n\nIt always answers 1 or 0, whatever the word.',
    difficulty: 'easy',
    topic: 'regex',
    faultyCode: `function countVowels(text) {
  return (text.match(/[aeiou]/) || []).length;
}
`,
    solution: `function countVowels(text) {
  return (text.match(/[aeiou]/gi) || []).length;
}
`,
    visible: [
      ['countVowels("banana")', 3],
      ['countVowels("rhythm")', 0],
    ],
    hidden: [
      ['countVowels("HELLO")', 2],
      ['countVowels("Education")', 5],
      ['countVowels("")', 0],
    ],
  }),
  js({
    slug: 'js-inclusive-range',
    title: 'An inclusive range',
    summary: 'The page picker never shows the last page.',
    description:
      '`range(start, end)` returns every whole number from `start` to `end`, **both included**, and an empty list when `start` is after `end`.\n\nThe pagination bar built on it always leaves out the last page.',
    difficulty: 'easy',
    topic: 'arrays',
    faultyCode: `function range(start, end) {
  const out = [];
  for (let i = start; i < end; i++) out.push(i);
  return out;
}
`,
    solution: `function range(start, end) {
  const out = [];
  for (let i = start; i <= end; i++) out.push(i);
  return out;
}
`,
    visible: [
      ['range(1, 5)', [1, 2, 3, 4, 5]],
      ['range(5, 1)', []],
    ],
    hidden: [
      ['range(3, 3)', [3]],
      ['range(-2, 0)', [-2, -1, 0]],
    ],
  }),
  js({
    slug: 'js-average-marks',
    title: 'Average marks to two decimals',
    summary: 'Report cards round every average to a whole number.',
    description:
      '`average(marks)` returns the mean of the marks rounded to **two decimal places**, and 0 when there are no marks.\n\nA student with 90 and 85 sees 88 on the report card instead of 87.5, and an empty list shows nothing at all.',
    difficulty: 'easy',
    topic: 'numbers',
    faultyCode: `function average(marks) {
  let sum = 0;
  for (const mark of marks) sum += mark;
  return (Math.round(sum / marks.length) * 100) / 100;
}
`,
    solution: `function average(marks) {
  if (marks.length === 0) return 0;
  let sum = 0;
  for (const mark of marks) sum += mark;
  return Math.round((sum / marks.length) * 100) / 100;
}
`,
    visible: [
      ['average([90, 85])', 87.5],
      ['average([100])', 100],
    ],
    hidden: [
      ['average([1, 2, 2])', 1.67],
      ['average([])', 0],
      ['average([33, 34, 34])', 33.67],
    ],
  }),
  js({
    slug: 'js-palindrome',
    title: 'Is it a palindrome?',
    summary: 'Nothing is ever a palindrome, not even "racecar".',
    description:
      '`isPalindrome(text)` says whether the text reads the same backwards, ignoring case and anything that is not a letter or a digit. An empty text is a palindrome.\n\nIt answers `false` for every input.',
    difficulty: 'easy',
    topic: 'strings',
    faultyCode: `function isPalindrome(text) {
  const cleaned = text.toLowerCase().replace(/[^a-z0-9]/g, '');
  return cleaned === cleaned.split('').reverse().join;
}
`,
    solution: `function isPalindrome(text) {
  const cleaned = text.toLowerCase().replace(/[^a-z0-9]/g, '');
  return cleaned === cleaned.split('').reverse().join('');
}
`,
    visible: [
      ['isPalindrome("Racecar")', true],
      ['isPalindrome("hello")', false],
    ],
    hidden: [
      ['isPalindrome("A man, a plan, a canal: Panama")', true],
      ['isPalindrome("")', true],
      ['isPalindrome("ab")', false],
    ],
  }),
  js({
    slug: 'js-chunk-array',
    title: 'Split a list into chunks',
    summary: 'The course grid shows the first row and then empty rows.',
    description:
      '`chunk(items, size)` splits the list into consecutive groups of `size` items; the last group may be shorter.\n\nOnly the first group is right; every later group comes out empty.',
    difficulty: 'medium',
    topic: 'arrays',
    faultyCode: `function chunk(items, size) {
  const chunks = [];
  for (let i = 0; i < items.length; i += size) {
    chunks.push(items.slice(i, size));
  }
  return chunks;
}
`,
    solution: `function chunk(items, size) {
  const chunks = [];
  for (let i = 0; i < items.length; i += size) {
    chunks.push(items.slice(i, i + size));
  }
  return chunks;
}
`,
    visible: [
      ['chunk([1, 2, 3, 4, 5], 2)', [[1, 2], [3, 4], [5]]],
      ['chunk([], 3)', []],
    ],
    hidden: [
      ['chunk([1, 2, 3], 3)', [[1, 2, 3]]],
      ['chunk(["a", "b", "c", "d"], 1)', [['a'], ['b'], ['c'], ['d']]],
      ['chunk([1, 2, 3, 4, 5, 6, 7], 3)', [[1, 2, 3], [4, 5, 6], [7]]],
    ],
  }),
  js({
    slug: 'js-word-frequency',
    title: 'Word frequency',
    summary: 'Every count in the tag cloud is NaN.',
    description:
      '`wordFrequency(text)` counts how often each word appears, ignoring case. Words are separated by any amount of white space; an empty text has no words.\n\nThe tag cloud built from it shows `NaN` for every word.',
    difficulty: 'medium',
    topic: 'objects',
    faultyCode: `function wordFrequency(text) {
  const counts = {};
  for (const word of text.toLowerCase().split(/\\s+/)) {
    counts[word] = counts[word] + 1;
  }
  return counts;
}
`,
    solution: `function wordFrequency(text) {
  const counts = {};
  for (const word of text.toLowerCase().split(/\\s+/)) {
    if (!word) continue;
    counts[word] = (counts[word] || 0) + 1;
  }
  return counts;
}
`,
    visible: [
      ['wordFrequency("the cat the hat")', { the: 2, cat: 1, hat: 1 }],
      ['wordFrequency("Go go GO")', { go: 3 }],
    ],
    hidden: [
      ['wordFrequency("")', {}],
      ['wordFrequency("  spaced   out ")', { spaced: 1, out: 1 }],
    ],
  }),
  js({
    slug: 'js-binary-search',
    title: 'Binary search that never ends',
    summary: 'Looking up a missing roll number freezes the page.',
    description:
      '`binarySearch(sorted, target)` returns the index of `target` in the sorted list, or -1 when it is not there.\n\nSearching for a number that is not in the list sometimes never finishes. (The judge stops code that runs too long: you will see "Time limit exceeded".)',
    difficulty: 'medium',
    topic: 'algorithms',
    faultyCode: `function binarySearch(sorted, target) {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (sorted[mid] === target) return mid;
    if (sorted[mid] < target) low = mid;
    else high = mid;
  }
  return -1;
}
`,
    solution: `function binarySearch(sorted, target) {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (sorted[mid] === target) return mid;
    if (sorted[mid] < target) low = mid + 1;
    else high = mid;
  }
  return -1;
}
`,
    visible: [
      ['binarySearch([1, 3, 5, 7, 9], 7)', 3],
      ['binarySearch([1, 3, 5], 4)', -1],
    ],
    hidden: [
      ['binarySearch([], 1)', -1],
      ['binarySearch([2], 2)', 0],
      ['binarySearch([1, 2, 3, 4, 5, 6, 7, 8], 8)', 7],
      ['binarySearch([1, 2, 3, 4, 5, 6, 7, 8], 1)', 0],
    ],
  }),
  js({
    slug: 'js-flatten',
    title: 'Flatten nested lists',
    summary: 'The flattened menu still has lists inside it.',
    description: '`flatten(items)` turns a list that may contain lists (nested to any depth) into one flat list, in order.',
    difficulty: 'medium',
    topic: 'recursion',
    faultyCode: `function flatten(items) {
  const result = [];
  for (const item of items) {
    if (Array.isArray(item)) result.push(flatten(item));
    else result.push(item);
  }
  return result;
}
`,
    solution: `function flatten(items) {
  const result = [];
  for (const item of items) {
    if (Array.isArray(item)) result.push(...flatten(item));
    else result.push(item);
  }
  return result;
}
`,
    visible: [
      ['flatten([1, [2, 3]])', [1, 2, 3]],
      ['flatten(["a", ["b"]])', ['a', 'b']],
    ],
    hidden: [
      ['flatten([[[]]])', []],
      ['flatten([1, [2, [3, [4]]], 5])', [1, 2, 3, 4, 5]],
    ],
  }),
  js({
    slug: 'js-unique-by-key',
    title: 'Unique by a key',
    summary: 'Duplicate enquiries are not removed.',
    description:
      '`uniqueBy(items, key)` keeps the first item for each value of `item[key]` and drops later items with the same value, keeping the order.',
    difficulty: 'medium',
    topic: 'arrays',
    faultyCode: `function uniqueBy(items, key) {
  const seen = new Set();
  return items.filter((item) => {
    if (seen.has(item)) return false;
    seen.add(item);
    return true;
  });
}
`,
    solution: `function uniqueBy(items, key) {
  const seen = new Set();
  return items.filter((item) => {
    if (seen.has(item[key])) return false;
    seen.add(item[key]);
    return true;
  });
}
`,
    visible: [
      [
        'uniqueBy([{ id: 1, n: "a" }, { id: 1, n: "b" }, { id: 2, n: "c" }], "id")',
        [
          { id: 1, n: 'a' },
          { id: 2, n: 'c' },
        ],
      ],
    ],
    hidden: [
      ['uniqueBy([], "id")', []],
      ['uniqueBy([{ c: "IN" }, { c: "US" }, { c: "IN" }], "c")', [{ c: 'IN' }, { c: 'US' }]],
    ],
  }),
  js({
    slug: 'js-indian-number-format',
    title: 'Indian digit grouping',
    summary: 'Fees show as 1,234,567 instead of 12,34,567.',
    description:
      '`formatIndian(amount)` writes a whole number of rupees with Indian digit grouping: the last three digits together, then groups of two (`12,34,567`).',
    difficulty: 'medium',
    topic: 'regex',
    faultyCode: `function formatIndian(amount) {
  const digits = String(amount);
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  if (rest === '') return lastThree;
  return rest.replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',') + ',' + lastThree;
}
`,
    solution: `function formatIndian(amount) {
  const digits = String(amount);
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  if (rest === '') return lastThree;
  return rest.replace(/\\B(?=(\\d{2})+(?!\\d))/g, ',') + ',' + lastThree;
}
`,
    visible: [
      ['formatIndian(1234567)', '12,34,567'],
      ['formatIndian(999)', '999'],
    ],
    hidden: [
      ['formatIndian(100000)', '1,00,000'],
      ['formatIndian(12345678901)', '12,34,56,78,901'],
      ['formatIndian(1000)', '1,000'],
    ],
  }),
  js({
    slug: 'js-pan-validation',
    title: 'Validate a PAN',
    summary: 'The KYC form accepts PANs with extra characters.',
    description:
      '`isValidPan(pan)` accepts an Indian PAN: exactly five capital letters, four digits and one capital letter (`ABCDE1234F`), nothing before or after.',
    difficulty: 'medium',
    topic: 'regex',
    faultyCode: `function isValidPan(pan) {
  return /[A-Z]{5}[0-9]{4}[A-Z]/.test(pan);
}
`,
    solution: `function isValidPan(pan) {
  return /^[A-Z]{5}[0-9]{4}[A-Z]$/.test(pan);
}
`,
    visible: [
      ['isValidPan("ABCDE1234F")', true],
      ['isValidPan("ABCD1234F")', false],
    ],
    hidden: [
      ['isValidPan("XABCDE1234FX")', false],
      ['isValidPan("abcde1234f")', false],
      ['isValidPan("ABCDE1234F ")', false],
    ],
  }),
  js({
    slug: 'js-deep-merge',
    title: 'Deep merge of settings',
    summary: 'Saving a setting to null crashes, and lists get mixed up.',
    description:
      '`deepMerge(target, source)` returns a new object: keys of `source` win; when both sides hold a plain object the two are merged the same way. Arrays and `null` in `source` replace what was there.',
    difficulty: 'hard',
    topic: 'objects',
    isPremium: true,
    faultyCode: `function deepMerge(target, source) {
  const result = { ...target };
  for (const key of Object.keys(source)) {
    if (typeof source[key] === 'object' && typeof target[key] === 'object') {
      result[key] = deepMerge(target[key], source[key]);
    } else {
      result[key] = source[key];
    }
  }
  return result;
}
`,
    solution: `const isPlainObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

function deepMerge(target, source) {
  const result = { ...target };
  for (const key of Object.keys(source)) {
    if (isPlainObject(source[key]) && isPlainObject(target[key])) {
      result[key] = deepMerge(target[key], source[key]);
    } else {
      result[key] = source[key];
    }
  }
  return result;
}
`,
    visible: [['deepMerge({ a: { x: 1 } }, { a: { y: 2 } })', { a: { x: 1, y: 2 } }]],
    hidden: [
      ['deepMerge({ a: { b: 1 } }, { a: null })', { a: null }],
      ['deepMerge({ list: [1, 2] }, { list: [3] })', { list: [3] }],
      ['deepMerge({}, { k: { d: 1 } })', { k: { d: 1 } }],
    ],
  }),
  js({
    slug: 'js-roman-numerals',
    title: 'Roman numerals to numbers',
    summary: 'Chapter numbers in an old syllabus come out as nonsense.',
    description:
      '`romanToInt(roman)` converts a Roman numeral (I, V, X, L, C, D, M) to a number. A smaller symbol before a larger one is subtracted (IV is 4).',
    difficulty: 'medium',
    topic: 'algorithms',
    faultyCode: `function romanToInt(roman) {
  const values = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
  let total = 0;
  for (let i = 0; i < roman.length; i++) {
    const current = values[roman[i]];
    const next = values[roman[i + 1]];
    if (current < next) total -= current;
    else total += next;
  }
  return total;
}
`,
    solution: `function romanToInt(roman) {
  const values = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
  let total = 0;
  for (let i = 0; i < roman.length; i++) {
    const current = values[roman[i]];
    const next = values[roman[i + 1]];
    if (current < next) total -= current;
    else total += current;
  }
  return total;
}
`,
    visible: [
      ['romanToInt("III")', 3],
      ['romanToInt("IX")', 9],
    ],
    hidden: [
      ['romanToInt("MCMXCIV")', 1994],
      ['romanToInt("LVIII")', 58],
      ['romanToInt("XL")', 40],
    ],
  }),
  js({
    slug: 'js-group-by',
    title: 'Group items by a key',
    summary: 'Grouping courses by city throws a TypeError.',
    description:
      '`groupBy(items, getKey)` returns an object mapping each key (what `getKey(item)` returns) to the list of items with it, in order.',
    difficulty: 'medium',
    topic: 'functions',
    faultyCode: `function groupBy(items, getKey) {
  return items.reduce((groups, item) => {
    const key = getKey(item);
    groups[key] = groups[key] || [];
    groups[key].push(item);
  }, {});
}
`,
    solution: `function groupBy(items, getKey) {
  return items.reduce((groups, item) => {
    const key = getKey(item);
    groups[key] = groups[key] || [];
    groups[key].push(item);
    return groups;
  }, {});
}
`,
    visible: [['groupBy([1, 2, 3, 4], (n) => (n % 2 === 0 ? "even" : "odd"))', { odd: [1, 3], even: [2, 4] }]],
    hidden: [
      ['groupBy([], (x) => x)', {}],
      ['groupBy(["apple", "avocado", "banana"], (w) => w[0])', { a: ['apple', 'avocado'], b: ['banana'] }],
    ],
  }),
  js({
    slug: 'js-fizzbuzz',
    title: 'FizzBuzz in the right order',
    summary: 'Multiples of 15 never say FizzBuzz.',
    description:
      '`fizzBuzz(n)` returns the strings for 1 to n: "Fizz" for multiples of 3, "Buzz" for multiples of 5, "FizzBuzz" for multiples of both, else the number itself.',
    difficulty: 'easy',
    topic: 'numbers',
    faultyCode: `function fizzBuzz(n) {
  const out = [];
  for (let i = 1; i <= n; i++) {
    if (i % 3 === 0) out.push('Fizz');
    else if (i % 5 === 0) out.push('Buzz');
    else if (i % 15 === 0) out.push('FizzBuzz');
    else out.push(String(i));
  }
  return out;
}
`,
    solution: `function fizzBuzz(n) {
  const out = [];
  for (let i = 1; i <= n; i++) {
    if (i % 15 === 0) out.push('FizzBuzz');
    else if (i % 3 === 0) out.push('Fizz');
    else if (i % 5 === 0) out.push('Buzz');
    else out.push(String(i));
  }
  return out;
}
`,
    visible: [
      ['fizzBuzz(5)', ['1', '2', 'Fizz', '4', 'Buzz']],
      ['fizzBuzz(15)[14]', 'FizzBuzz'],
    ],
    hidden: [
      ['fizzBuzz(0)', []],
      ['fizzBuzz(30).filter((x) => x === "FizzBuzz").length', 2],
      ['fizzBuzz(16).slice(-2)', ['FizzBuzz', '16']],
    ],
  }),
  js({
    slug: 'js-balanced-brackets',
    title: 'Balanced brackets',
    summary: 'The code checker says "((" is fine.',
    description:
      '`isBalanced(text)` says whether every (, [ and { in the text is closed by the matching bracket in the right order. Other characters are ignored.',
    difficulty: 'hard',
    topic: 'data-structures',
    faultyCode: `function isBalanced(text) {
  const pairs = { ')': '(', ']': '[', '}': '{' };
  const stack = [];
  for (const ch of text) {
    if ('([{'.includes(ch)) stack.push(ch);
    else if (ch in pairs) {
      if (stack.pop() !== pairs[ch]) return false;
    }
  }
  return true;
}
`,
    solution: `function isBalanced(text) {
  const pairs = { ')': '(', ']': '[', '}': '{' };
  const stack = [];
  for (const ch of text) {
    if ('([{'.includes(ch)) stack.push(ch);
    else if (ch in pairs) {
      if (stack.pop() !== pairs[ch]) return false;
    }
  }
  return stack.length === 0;
}
`,
    visible: [
      ['isBalanced("(a[b]{c})")', true],
      ['isBalanced("(]")', false],
    ],
    hidden: [
      ['isBalanced("((")', false],
      ['isBalanced("")', true],
      ['isBalanced("{[()()]}")', true],
      ['isBalanced("}{")', false],
    ],
  }),
  js({
    slug: 'js-counter-closure',
    title: 'A counter with reset',
    summary: 'The ticket counter starts one behind and resets to zero.',
    description:
      '`makeCounter(start)` returns `{ next, reset }`: `next()` adds one and returns the **new** value; `reset()` goes back to `start`. Each counter has its own count.',
    difficulty: 'medium',
    topic: 'functions',
    faultyCode: `function makeCounter(start) {
  let count = start;
  return {
    next: () => count++,
    reset: () => {
      count = 0;
    },
  };
}
`,
    solution: `function makeCounter(start) {
  let count = start;
  return {
    next: () => ++count,
    reset: () => {
      count = start;
    },
  };
}
`,
    visible: [['(() => { const c = makeCounter(5); return [c.next(), c.next()]; })()', [6, 7]]],
    hidden: [
      ['(() => { const c = makeCounter(10); c.next(); c.reset(); return c.next(); })()', 11],
      ['(() => { const a = makeCounter(0); const b = makeCounter(0); a.next(); return b.next(); })()', 1],
    ],
  }),
  js({
    slug: 'js-truncate',
    title: 'Truncate with an ellipsis',
    summary: 'Card titles overflow by three characters.',
    description:
      '`truncate(text, maxLength)` returns the text unchanged when it fits in `maxLength` characters; otherwise it cuts it so that the result **including** "..." is exactly `maxLength` long.',
    difficulty: 'easy',
    topic: 'strings',
    faultyCode: `function truncate(text, maxLength) {
  if (text.length < maxLength) return text;
  return text.slice(0, maxLength) + '...';
}
`,
    solution: `function truncate(text, maxLength) {
  if (text.length <= maxLength) return text;
  return text.slice(0, maxLength - 3) + '...';
}
`,
    visible: [
      ['truncate("Hello, world", 8)', 'Hello...'],
      ['truncate("short", 10)', 'short'],
    ],
    hidden: [
      ['truncate("exact", 5)', 'exact'],
      ['truncate("abcdefghij", 9)', 'abcdef...'],
    ],
  }),
  js({
    slug: 'js-second-largest',
    title: 'Second largest value',
    summary: 'The runner-up score is wrong whenever scores have different lengths.',
    description:
      '`secondLargest(numbers)` returns the second largest **distinct** value, or `null` when there are fewer than two distinct values. It must not change the list it is given.',
    difficulty: 'medium',
    topic: 'algorithms',
    faultyCode: `function secondLargest(numbers) {
  const sorted = numbers.sort();
  return sorted[sorted.length - 2];
}
`,
    solution: `function secondLargest(numbers) {
  const unique = [...new Set(numbers)].sort((a, b) => b - a);
  return unique.length < 2 ? null : unique[1];
}
`,
    visible: [
      ['secondLargest([3, 10, 7])', 7],
      ['secondLargest([5, 5, 4])', 4],
    ],
    hidden: [
      ['secondLargest([1])', null],
      ['secondLargest([100, 20, 3])', 20],
      ['secondLargest([-1, -2])', -2],
      ['(() => { const list = [3, 1, 2]; secondLargest(list); return list; })()', [3, 1, 2]],
    ],
  }),
  js({
    slug: 'js-parse-query-string',
    title: 'Parse a query string',
    summary: 'Search filters from shared links come back garbled.',
    description:
      '`parseQuery(query)` turns `?city=pune&q=data%20science` into `{ city: "pune", q: "data science" }`. A leading `?` is optional, `+` means a space, values are percent-decoded, and a key without `=` has the value `""`.',
    difficulty: 'hard',
    topic: 'strings',
    isPremium: true,
    faultyCode: `function parseQuery(query) {
  const result = {};
  for (const pair of query.split('&')) {
    const [key, value] = pair.split('=');
    result[key] = value;
  }
  return result;
}
`,
    solution: `function parseQuery(query) {
  const result = {};
  const text = query.startsWith('?') ? query.slice(1) : query;
  const decode = (s) => decodeURIComponent(s.replace(/\\+/g, ' '));
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const key = at === -1 ? pair : pair.slice(0, at);
    const value = at === -1 ? '' : pair.slice(at + 1);
    result[decode(key)] = decode(value);
  }
  return result;
}
`,
    visible: [
      ['parseQuery("?city=pune&page=2")', { city: 'pune', page: '2' }],
      ['parseQuery("q=hello%20world")', { q: 'hello world' }],
    ],
    hidden: [
      ['parseQuery("")', {}],
      ['parseQuery("?flag")', { flag: '' }],
      ['parseQuery("name=Ravi+Kumar&x=a%3Db")', { name: 'Ravi Kumar', x: 'a=b' }],
    ],
  }),

  // ------------------------------------------------------------------------------------------
  // Python
  py({
    slug: 'py-sum-of-squares',
    title: 'Sum of squares',
    summary: 'The maths worksheet answers are all too small.',
    description: '`sum_of_squares(n)` returns 1² + 2² + … + n², and 0 when n is 0.',
    difficulty: 'easy',
    topic: 'numbers',
    faultyCode: `def sum_of_squares(n):
    total = 0
    for i in range(n):
        total += i * i
    return total
`,
    solution: `def sum_of_squares(n):
    total = 0
    for i in range(1, n + 1):
        total += i * i
    return total
`,
    visible: [
      ['sum_of_squares(3)', 14],
      ['sum_of_squares(0)', 0],
    ],
    hidden: [
      ['sum_of_squares(1)', 1],
      ['sum_of_squares(10)', 385],
    ],
  }),
  py({
    slug: 'py-reverse-words',
    title: 'Reverse the words',
    summary: 'Reversing a sentence raises a TypeError.',
    description:
      '`reverse_words(sentence)` returns the words of the sentence in reverse order, separated by single spaces (extra spaces are dropped).',
    difficulty: 'easy',
    topic: 'strings',
    faultyCode: `def reverse_words(sentence):
    return " ".join(sentence.split(" ").reverse)
`,
    solution: `def reverse_words(sentence):
    return " ".join(reversed(sentence.split()))
`,
    visible: [
      ['reverse_words("I love Python")', 'Python love I'],
      ['reverse_words("one")', 'one'],
    ],
    hidden: [
      ['reverse_words("")', ''],
      ['reverse_words("  padded   words ")', 'words padded'],
    ],
  }),
  py({
    slug: 'py-count-characters',
    title: 'Count each character',
    summary: 'Counting letters crashes with a KeyError.',
    description: '`count_chars(text)` returns a dictionary from each character to how many times it appears (case matters).',
    difficulty: 'easy',
    topic: 'objects',
    faultyCode: `def count_chars(text):
    counts = {}
    for ch in text:
        counts[ch] += 1
    return counts
`,
    solution: `def count_chars(text):
    counts = {}
    for ch in text:
        counts[ch] = counts.get(ch, 0) + 1
    return counts
`,
    visible: [['count_chars("aab")', { a: 2, b: 1 }]],
    hidden: [
      ['count_chars("")', {}],
      ['count_chars("Mississippi")', { M: 1, i: 4, s: 4, p: 2 }],
    ],
  }),
  py({
    slug: 'py-leap-year',
    title: 'Leap years',
    summary: 'The calendar thinks the year 2000 had no 29 February.',
    description:
      '`is_leap_year(year)`: a year is a leap year when it is divisible by 4, except years divisible by 100, which are leap years only when also divisible by 400.',
    difficulty: 'easy',
    topic: 'numbers',
    faultyCode: `def is_leap_year(year):
    return year % 4 == 0 and year % 100 != 0
`,
    solution: `def is_leap_year(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
`,
    visible: [
      ['is_leap_year(2024)', true],
      ['is_leap_year(2023)', false],
    ],
    hidden: [
      ['is_leap_year(2000)', true],
      ['is_leap_year(1900)', false],
      ['is_leap_year(2100)', false],
    ],
  }),
  py({
    slug: 'py-remove-duplicates',
    title: 'Remove duplicates, keep the order',
    summary: 'The recently viewed list comes back shuffled.',
    description: '`remove_duplicates(items)` keeps the first copy of each item and keeps the original order.',
    difficulty: 'easy',
    topic: 'arrays',
    faultyCode: `def remove_duplicates(items):
    return list(set(items))
`,
    solution: `def remove_duplicates(items):
    seen = set()
    result = []
    for item in items:
        if item not in seen:
            seen.add(item)
            result.append(item)
    return result
`,
    visible: [
      ['remove_duplicates([3, 1, 3, 2, 1])', [3, 1, 2]],
      ['remove_duplicates([])', []],
    ],
    hidden: [
      ['remove_duplicates(["b", "a", "b"])', ['b', 'a']],
      ['remove_duplicates([5, 5, 5])', [5]],
      ['remove_duplicates([10, 2, 33, 2, 10])', [10, 2, 33]],
    ],
  }),
  py({
    slug: 'py-average-marks',
    title: 'Average marks',
    summary: 'Averages lose their decimals and an empty class crashes.',
    description: '`average(marks)` returns the mean rounded to two decimal places, and 0 for an empty list.',
    difficulty: 'easy',
    topic: 'numbers',
    faultyCode: `def average(marks):
    return sum(marks) // len(marks)
`,
    solution: `def average(marks):
    if not marks:
        return 0
    return round(sum(marks) / len(marks), 2)
`,
    visible: [
      ['average([90, 85])', 87.5],
      ['average([70])', 70],
    ],
    hidden: [
      ['average([])', 0],
      ['average([1, 2, 2])', 1.67],
    ],
  }),
  py({
    slug: 'py-mutable-default',
    title: 'The basket that remembers',
    summary: "One shopper's basket shows up in the next shopper's order.",
    description:
      '`add_item(item, basket=None)` adds the item to the given basket, or to a **new** empty basket when none is given, and returns the basket.\n\nSince the last release, every new order also contains the items of earlier orders.',
    difficulty: 'medium',
    topic: 'functions',
    faultyCode: `def add_item(item, basket=[]):
    basket.append(item)
    return basket
`,
    solution: `def add_item(item, basket=None):
    if basket is None:
        basket = []
    basket.append(item)
    return basket
`,
    visible: [
      ['add_item("apple")', ['apple']],
      ['add_item("x", ["y"])', ['y', 'x']],
    ],
    hidden: [
      ['[add_item("a"), add_item("b")]', [['a'], ['b']]],
      ['add_item("tea")', ['tea']],
    ],
  }),
  py({
    slug: 'py-fibonacci',
    title: 'Fast Fibonacci',
    summary: 'The sequence starts wrong and takes forever for big numbers.',
    description:
      '`fibonacci(n)` returns the n-th Fibonacci number with fibonacci(0) = 0 and fibonacci(1) = 1. It must answer fibonacci(70) at once.',
    difficulty: 'medium',
    topic: 'recursion',
    faultyCode: `def fibonacci(n):
    if n <= 1:
        return 1
    return fibonacci(n - 1) + fibonacci(n - 2)
`,
    solution: `def fibonacci(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a
`,
    visible: [
      ['fibonacci(0)', 0],
      ['fibonacci(10)', 55],
    ],
    hidden: [
      ['fibonacci(1)', 1],
      ['fibonacci(2)', 1],
      ['fibonacci(70)', 190392490709135],
    ],
  }),
  py({
    slug: 'py-flatten',
    title: 'Flatten nested lists',
    summary: 'The flattened list still has lists in it.',
    description: '`flatten(items)` turns a list that may contain lists (nested to any depth) into one flat list, in order.',
    difficulty: 'medium',
    topic: 'recursion',
    faultyCode: `def flatten(items):
    result = []
    for item in items:
        if isinstance(item, list):
            result.append(flatten(item))
        else:
            result.append(item)
    return result
`,
    solution: `def flatten(items):
    result = []
    for item in items:
        if isinstance(item, list):
            result.extend(flatten(item))
        else:
            result.append(item)
    return result
`,
    visible: [['flatten([1, [2, 3]])', [1, 2, 3]]],
    hidden: [
      ['flatten([[[]]])', []],
      ['flatten([1, [2, [3, [4]]], 5])', [1, 2, 3, 4, 5]],
    ],
  }),
  py({
    slug: 'py-merge-intervals',
    title: 'Merge overlapping time slots',
    summary: 'The timetable double-books classrooms.',
    description:
      '`merge_intervals(intervals)` merges overlapping `[start, end]` slots (touching ones too) and returns them sorted by start. The input may be in any order.',
    difficulty: 'hard',
    topic: 'algorithms',
    isPremium: true,
    faultyCode: `def merge_intervals(intervals):
    merged = []
    for start, end in intervals:
        if merged and start <= merged[-1][1]:
            merged[-1][1] = end
        else:
            merged.append([start, end])
    return merged
`,
    solution: `def merge_intervals(intervals):
    merged = []
    for start, end in sorted(intervals):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return merged
`,
    visible: [
      [
        'merge_intervals([[1, 3], [2, 6], [8, 10]])',
        [
          [1, 6],
          [8, 10],
        ],
      ],
    ],
    hidden: [
      ['merge_intervals([[1, 10], [2, 3]])', [[1, 10]]],
      [
        'merge_intervals([[5, 6], [1, 2]])',
        [
          [1, 2],
          [5, 6],
        ],
      ],
      ['merge_intervals([])', []],
      ['merge_intervals([[1, 4], [4, 5]])', [[1, 5]]],
    ],
  }),
  py({
    slug: 'py-top-words',
    title: 'Most common words',
    summary: 'The "trending" box shows the rarest words.',
    description:
      '`top_words(text, n)` returns the `n` most frequent words (lower-cased), most frequent first; words with the same count are in alphabetical order.',
    difficulty: 'medium',
    topic: 'objects',
    faultyCode: `def top_words(text, n):
    counts = {}
    for word in text.lower().split():
        counts[word] = counts.get(word, 0) + 1
    ranked = sorted(counts, key=lambda w: counts[w])
    return ranked[:n]
`,
    solution: `def top_words(text, n):
    counts = {}
    for word in text.lower().split():
        counts[word] = counts.get(word, 0) + 1
    ranked = sorted(counts, key=lambda w: (-counts[w], w))
    return ranked[:n]
`,
    visible: [['top_words("the cat and the hat and the bat", 2)', ['the', 'and']]],
    hidden: [
      ['top_words("b a c", 2)', ['a', 'b']],
      ['top_words("", 3)', []],
      ['top_words("x X y", 5)', ['x', 'y']],
    ],
  }),
  py({
    slug: 'py-strong-password',
    title: 'Strong password check',
    summary: '"password" is accepted as a strong password.',
    description:
      '`is_strong(password)` is true only when the password has **at least 8 characters and** an upper-case letter **and** a digit.',
    difficulty: 'easy',
    topic: 'strings',
    faultyCode: `def is_strong(password):
    has_upper = any(c.isupper() for c in password)
    has_digit = any(c.isdigit() for c in password)
    return len(password) > 8 or has_upper or has_digit
`,
    solution: `def is_strong(password):
    has_upper = any(c.isupper() for c in password)
    has_digit = any(c.isdigit() for c in password)
    return len(password) >= 8 and has_upper and has_digit
`,
    visible: [
      ['is_strong("Passw0rd")', true],
      ['is_strong("password")', false],
    ],
    hidden: [
      ['is_strong("Sh0rt")', false],
      ['is_strong("ALLUPPERCASE1")', true],
      ['is_strong("NoDigitsHere")', false],
    ],
  }),
  py({
    slug: 'py-transpose',
    title: 'Transpose a matrix',
    summary: 'Transposing a wide table loses columns.',
    description: '`transpose(matrix)` swaps rows and columns of a rectangular list of lists; an empty matrix stays empty.',
    difficulty: 'medium',
    topic: 'arrays',
    faultyCode: `def transpose(matrix):
    return [[row[i] for row in matrix] for i in range(len(matrix))]
`,
    solution: `def transpose(matrix):
    if not matrix:
        return []
    return [[row[i] for row in matrix] for i in range(len(matrix[0]))]
`,
    visible: [
      [
        'transpose([[1, 2], [3, 4]])',
        [
          [1, 3],
          [2, 4],
        ],
      ],
    ],
    hidden: [
      ['transpose([[1, 2, 3]])', [[1], [2], [3]]],
      ['transpose([])', []],
      ['transpose([[1], [2]])', [[1, 2]]],
    ],
  }),
  py({
    slug: 'py-grade',
    title: 'Letter grades',
    summary: 'A score of 70 gets a D, and 105 gets an A.',
    description:
      '`grade(score)`: 90 and above is "A", 80-89 "B", 70-79 "C", 60-69 "D", below 60 "F". A score below 0 or above 100 is "invalid".',
    difficulty: 'easy',
    topic: 'numbers',
    faultyCode: `def grade(score):
    if score >= 90:
        return "A"
    elif score >= 80:
        return "B"
    elif score > 70:
        return "C"
    elif score >= 60:
        return "D"
    return "F"
`,
    solution: `def grade(score):
    if score < 0 or score > 100:
        return "invalid"
    if score >= 90:
        return "A"
    elif score >= 80:
        return "B"
    elif score >= 70:
        return "C"
    elif score >= 60:
        return "D"
    return "F"
`,
    visible: [
      ['grade(95)', 'A'],
      ['grade(70)', 'C'],
    ],
    hidden: [
      ['grade(60)', 'D'],
      ['grade(59)', 'F'],
      ['grade(101)', 'invalid'],
      ['grade(-1)', 'invalid'],
    ],
  }),
  py({
    slug: 'py-binary-search',
    title: 'Binary search that never ends',
    summary: 'Searching for a missing value hangs.',
    description:
      '`binary_search(items, target)` returns the index of `target` in the sorted list, or -1.\n\nFor some missing values it never returns. (The judge stops code that runs too long.)',
    difficulty: 'medium',
    topic: 'algorithms',
    faultyCode: `def binary_search(items, target):
    low, high = 0, len(items) - 1
    while low <= high:
        mid = (low + high) // 2
        if items[mid] == target:
            return mid
        if items[mid] < target:
            low = mid
        else:
            high = mid - 1
    return -1
`,
    solution: `def binary_search(items, target):
    low, high = 0, len(items) - 1
    while low <= high:
        mid = (low + high) // 2
        if items[mid] == target:
            return mid
        if items[mid] < target:
            low = mid + 1
        else:
            high = mid - 1
    return -1
`,
    visible: [
      ['binary_search([1, 3, 5, 7], 5)', 2],
      ['binary_search([1, 3, 5, 7], 4)', -1],
    ],
    hidden: [
      ['binary_search([], 3)', -1],
      ['binary_search([2], 2)', 0],
      ['binary_search([1, 2, 3, 4, 5, 6], 6)', 5],
    ],
  }),
  py({
    slug: 'py-anagrams',
    title: 'Anagrams, ignoring case and spaces',
    summary: '"Dormitory" and "dirty room" are not recognised as anagrams.',
    description: '`are_anagrams(a, b)` says whether the two phrases use the same letters, ignoring upper/lower case and spaces.',
    difficulty: 'easy',
    topic: 'strings',
    faultyCode: `def are_anagrams(a, b):
    return sorted(a) == sorted(b)
`,
    solution: `def are_anagrams(a, b):
    def letters(s):
        return sorted(s.replace(" ", "").lower())
    return letters(a) == letters(b)
`,
    visible: [
      ['are_anagrams("listen", "silent")', true],
      ['are_anagrams("Dormitory", "dirty room")', true],
    ],
    hidden: [
      ['are_anagrams("abc", "abd")', false],
      ['are_anagrams("", "")', true],
      ['are_anagrams("Astronomer", "Moon starer")', true],
    ],
  }),
  py({
    slug: 'py-running-total',
    title: 'Running total',
    summary: 'The savings chart is always one month behind.',
    description: '`running_total(numbers)` returns the running sums: the i-th value is the sum of the first i+1 numbers.',
    difficulty: 'easy',
    topic: 'arrays',
    faultyCode: `def running_total(numbers):
    totals = []
    total = 0
    for n in numbers:
        totals.append(total)
        total += n
    return totals
`,
    solution: `def running_total(numbers):
    totals = []
    total = 0
    for n in numbers:
        total += n
        totals.append(total)
    return totals
`,
    visible: [['running_total([1, 2, 3])', [1, 3, 6]]],
    hidden: [
      ['running_total([])', []],
      ['running_total([5, -5, 5])', [5, 0, 5]],
    ],
  }),
  py({
    slug: 'py-parse-csv-line',
    title: 'Parse a CSV line',
    summary: 'The last column of every imported row disappears.',
    description:
      '`parse_csv_line(line)` splits one CSV line into fields. A field may be wrapped in double quotes to contain commas (the quotes are not part of the value). An empty line is one empty field.',
    difficulty: 'hard',
    topic: 'strings',
    isPremium: true,
    faultyCode: `def parse_csv_line(line):
    fields = []
    current = ""
    in_quotes = False
    for ch in line:
        if ch == '"':
            in_quotes = not in_quotes
        elif ch == "," and not in_quotes:
            fields.append(current)
            current = ""
        else:
            current += ch
    return fields
`,
    solution: `def parse_csv_line(line):
    fields = []
    current = ""
    in_quotes = False
    for ch in line:
        if ch == '"':
            in_quotes = not in_quotes
        elif ch == "," and not in_quotes:
            fields.append(current)
            current = ""
        else:
            current += ch
    fields.append(current)
    return fields
`,
    visible: [
      ['parse_csv_line("a,b,c")', ['a', 'b', 'c']],
      ['parse_csv_line(\'"Pune, MH",411001\')', ['Pune, MH', '411001']],
    ],
    hidden: [
      ['parse_csv_line("")', ['']],
      ['parse_csv_line("a,,b")', ['a', '', 'b']],
      ['parse_csv_line("x,")', ['x', '']],
    ],
  }),
  py({
    slug: 'py-bank-account',
    title: 'Bank account deposits',
    summary: 'Deposits never reach the balance.',
    description:
      '`BankAccount(balance=0)` has `deposit(amount)` and `withdraw(amount)`; both change the balance and **return the new balance**. A deposit must be positive and a withdrawal may not exceed the balance (both raise `ValueError`).',
    difficulty: 'medium',
    topic: 'classes',
    faultyCode: `class BankAccount:
    def __init__(self, balance=0):
        self.balance = balance

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("Deposit must be positive")
        self.balance + amount

    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError("Insufficient funds")
        self.balance -= amount
        return self.balance
`,
    solution: `class BankAccount:
    def __init__(self, balance=0):
        self.balance = balance

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("Deposit must be positive")
        self.balance += amount
        return self.balance

    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError("Insufficient funds")
        self.balance -= amount
        return self.balance
`,
    visible: [['(lambda a: (a.deposit(50), a.balance))(BankAccount(100))', [150, 150]]],
    hidden: [
      ['(lambda a: (a.deposit(10), a.withdraw(5)))(BankAccount())', [10, 5]],
      ['BankAccount(5).withdraw(5)', 0],
    ],
  }),
  py({
    slug: 'py-invert-dictionary',
    title: 'Invert a dictionary',
    summary: 'Inverting the city codes crashes.',
    description:
      '`invert(mapping)` returns a dictionary from each value to its key. When two keys share a value, the later key wins.',
    difficulty: 'easy',
    topic: 'objects',
    faultyCode: `def invert(mapping):
    return {value: key for key, value in mapping}
`,
    solution: `def invert(mapping):
    return {value: key for key, value in mapping.items()}
`,
    visible: [['invert({"pune": "PNQ", "delhi": "DEL"})', { PNQ: 'pune', DEL: 'delhi' }]],
    hidden: [
      ['invert({})', {}],
      ['invert({"one": 1, "uno": 1})', { '1': 'uno' }],
    ],
  }),
  py({
    slug: 'py-chunk-list',
    title: 'Split a list into chunks',
    summary: 'Only the first page of results has anything on it.',
    description: '`chunk(items, size)` splits the list into consecutive groups of `size`; the last group may be shorter.',
    difficulty: 'easy',
    topic: 'arrays',
    faultyCode: `def chunk(items, size):
    return [items[i:size] for i in range(0, len(items), size)]
`,
    solution: `def chunk(items, size):
    return [items[i:i + size] for i in range(0, len(items), size)]
`,
    visible: [['chunk([1, 2, 3, 4, 5], 2)', [[1, 2], [3, 4], [5]]]],
    hidden: [
      ['chunk([], 3)', []],
      ['chunk(["a", "b", "c", "d"], 1)', [['a'], ['b'], ['c'], ['d']]],
    ],
  }),
  py({
    slug: 'py-nested-get',
    title: 'Safe nested lookup',
    summary: 'A missing profile field crashes the page.',
    description:
      '`get_path(data, path, default=None)` follows a dotted path (`"user.address.city"`) through nested dictionaries and returns `default` as soon as a key is missing or a value on the way is not a dictionary.',
    difficulty: 'medium',
    topic: 'objects',
    faultyCode: `def get_path(data, path, default=None):
    current = data
    for key in path.split("."):
        current = current[key]
    return current
`,
    solution: `def get_path(data, path, default=None):
    current = data
    for key in path.split("."):
        if not isinstance(current, dict) or key not in current:
            return default
        current = current[key]
    return current
`,
    visible: [
      ['get_path({"a": {"b": 1}}, "a.b")', 1],
      ['get_path({"a": {}}, "a.b", 0)', 0],
    ],
    hidden: [
      ['get_path({}, "x")', null],
      ['get_path({"a": 5}, "a.b", "none")', 'none'],
      ['get_path({"user": {"city": "Pune"}}, "user.city")', 'Pune'],
    ],
  }),
  py({
    slug: 'py-is-prime',
    title: 'Prime numbers, quickly',
    summary: '1 is reported as prime and large numbers time out.',
    description:
      '`is_prime(n)` says whether n is a prime number. Numbers below 2 are not prime. It must answer for numbers around a billion at once.',
    difficulty: 'medium',
    topic: 'numbers',
    faultyCode: `def is_prime(n):
    for d in range(2, n):
        if n % d == 0:
            return False
    return True
`,
    solution: `def is_prime(n):
    if n < 2:
        return False
    d = 2
    while d * d <= n:
        if n % d == 0:
            return False
        d += 1
    return True
`,
    visible: [
      ['is_prime(7)', true],
      ['is_prime(1)', false],
    ],
    hidden: [
      ['is_prime(0)', false],
      ['is_prime(2)', true],
      ['is_prime(1000000007)', true],
      ['is_prime(1000000008)', false],
    ],
  }),
];
