import type { Lang } from '../../kinds/fields.ts';

// Which language copy is written in, told by its small words: a Dutch page must not hold English
// sentences, nor an English page Dutch ones.

const nlWords = new Set([
  'de',
  'het',
  'een',
  'en',
  'van',
  'je',
  'jij',
  'jouw',
  'wij',
  'zijn',
  'niet',
  'met',
  'voor',
  'op',
  'dat',
  'die',
  'naar',
  'ook',
  'maar',
  'om',
  'bij',
  'wat',
  'hoe',
  'uit',
  'tot',
  'onze',
  'ons',
  'door',
  'worden',
  'kan',
  'meer',
  'wordt',
  'welke',
  'jullie',
  'heb',
  'hebt',
  'heeft',
]);
const enWords = new Set([
  'the',
  'and',
  'of',
  'to',
  'you',
  'your',
  'are',
  'not',
  'with',
  'for',
  'that',
  'this',
  'what',
  'how',
  'our',
  'by',
  'from',
  'can',
  'will',
  'be',
  'it',
  'which',
  'have',
  'has',
  'about',
  'they',
  'their',
  'into',
]);

/** The longest of the small words above. */
const smallWordLength = Math.max(...[...nlWords, ...enWords].map((w) => w.length));
/** Whether the character of `text` at `at`, whose code unit is `c`, is a letter (`\p{L}`). */
const isLetter = (text: string, at: number, c: number) =>
  c < 128 ? (c | 32) >= 97 && (c | 32) <= 122 : /\p{L}/u.test(String.fromCodePoint(text.codePointAt(at)!));

/** How many words (runs of letters) a text has, and how many of them are small Dutch and English words. */
function smallWords(text: string): { words: number; nl: number; en: number } {
  const lower = text.toLowerCase();
  const counts = { words: 0, nl: 0, en: 0 };
  let start = -1;
  let ascii = true;
  for (let i = 0; i <= lower.length; i++) {
    const c = i < lower.length ? lower.charCodeAt(i) : 32;
    if (i < lower.length && isLetter(lower, i, c)) {
      if (start < 0) start = i;
      if (c >= 128) {
        ascii = false;
        // A letter outside the Basic Multilingual Plane takes two code units.
        if (c >= 0xd800 && c <= 0xdbff) i++;
      }
      continue;
    }
    if (start < 0) continue;
    counts.words++;
    if (ascii && i - start <= smallWordLength) {
      const word = lower.slice(start, i);
      if (nlWords.has(word)) counts.nl++;
      if (enWords.has(word)) counts.en++;
    }
    start = -1;
    ascii = true;
  }
  return counts;
}

/**
 * Which language a sentence is written in, when its small words make it plain: at least six words,
 * three of them small words of one language and none of the other.
 */
export function sentenceLanguage(sentence: string): Lang | undefined {
  const { words, nl, en } = smallWords(sentence);
  if (words < 6) return undefined;
  if (nl >= 3 && en === 0) return 'nl';
  if (en >= 3 && nl === 0) return 'en';
  return undefined;
}

/**
 * Each language's small words anywhere in lower-case text, between characters that are not ASCII
 * letters: every one that smallWords counts is found, and perhaps a few more.
 */
const smallWordsIn = (words: Set<string>) => new RegExp(`(?<![a-z])(?:${[...words].join('|')})(?![a-z])`, 'g');
const smallWordPatterns: Record<Lang, RegExp> = { nl: smallWordsIn(nlWords), en: smallWordsIn(enWords) };

/**
 * Whether some sentence of a text may read as `other`: only when the whole text holds three of
 * its small words. Most texts do not, and are not split into sentences at all.
 */
export function mayHoldSentenceIn(text: string, other: Lang): boolean {
  const pattern = smallWordPatterns[other];
  pattern.lastIndex = 0;
  const lower = text.toLowerCase();
  for (let found = 0; found < 3; found++) if (!pattern.exec(lower)) return false;
  return true;
}
