/** Letters whose spoken names begin with a vowel sound ("an HR", "an SEO", but "a UX"). */
const VOWEL_SOUND_LETTERS = /^[AEFHILMNORSX]/;

/** The phrase after "a" or "an", chosen by its first sound: "an Audit Associate", "an HR Generalist", "a UI/UX Designer". */
export function withIndefiniteArticle(phrase: string): string {
  const word = phrase.split(/[\s/-]/)[0] ?? '';
  const acronym = word.length > 1 && word === word.toUpperCase();
  const vowelSound = acronym ? VOWEL_SOUND_LETTERS.test(word) : /^[aeio]/i.test(word) || /^u(?!ni|s[eiu])/i.test(word);
  return `${vowelSound ? 'an' : 'a'} ${phrase}`;
}
