/**
 * "Did you mean …" for a search that found nothing as text: each word of the term replaced by
 * the most similar word of the titles that were found by their spelling, when one is similar
 * enough. Similarity is pg_trgm's (shared trigrams over all trigrams), computed here on the few
 * titles of one page.
 */

/**
 * pg_trgm strict word similarity (whole words of the title) a title needs to count as the term's
 * typo, here and in the search service's `<<%` (served by the trigram index). "pyhton" is 0.27
 * strictly similar to "Python" and 0.12 to "Preparation"; plain word similarity scores both 0.29
 * (a word may be matched in part), so it cannot tell the typo from the noise.
 */
export const TYPO_SIMILARITY = 0.25;

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

export function wordSimilarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared++;
  return shared / (x.size + y.size - shared);
}

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9+#]+/g) ?? [];

export function didYouMean(term: string, titles: string[]): string | null {
  const vocabulary = [...new Set(titles.flatMap(wordsOf))];
  const original = wordsOf(term);
  if (original.length === 0 || vocabulary.length === 0) return null;
  const corrected = original.map((word) => {
    if (vocabulary.includes(word)) return word;
    let best = word;
    let bestScore = TYPO_SIMILARITY;
    for (const candidate of vocabulary) {
      const score = wordSimilarity(word, candidate);
      if (score >= bestScore) {
        best = candidate;
        bestScore = score;
      }
    }
    return best;
  });
  const suggestion = corrected.join(' ');
  return suggestion === original.join(' ') ? null : suggestion;
}
