import type { Locale } from './locale.ts';
import { MESSAGES } from './messages.ts';
import { MESSAGES_HI } from './messages-hi.ts';

type MessageKey = keyof typeof MESSAGES;

/** A message in a language, by key: `messageIn('hi', 'noCourses')`. Function messages come back as their template. */
export function messageIn(locale: Locale, key: MessageKey): string {
  if (locale === 'hi') return MESSAGES_HI[key];
  const english = MESSAGES[key];
  return typeof english === 'function' ? (english as (arg: string) => string)('{0}') : english;
}

/** A Hindi template with its placeholders filled: `{name}` by name, `{0}` by position. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const SENTINEL = '\u0001';

type Pattern = { key: MessageKey; regex: RegExp; names: string[] };

let exact: Map<string, MessageKey> | undefined;
let patterns: Pattern[] | undefined;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The English texts, by text (most are fixed) and as patterns for those with placeholders
 * (`{seconds}`) or written by a function (`noSearchResults(term)`), built once on first use.
 */
function tables() {
  if (exact && patterns) return { exact, patterns };
  exact = new Map();
  patterns = [];
  for (const key of Object.keys(MESSAGES) as MessageKey[]) {
    const english = MESSAGES[key];
    if (typeof english === 'function') {
      // Written with a marker argument; a function that does arithmetic on it (videoNotWatched) is matched by hand below.
      const sample = (english as (arg: string) => string)(SENTINEL);
      if (!sample.includes(SENTINEL)) continue;
      const regex = new RegExp(`^${sample.split(SENTINEL).map(escapeRegex).join('([\\s\\S]*?)')}$`);
      patterns.push({ key, regex, names: ['0'] });
      continue;
    }
    if (/\{\w+\}/.test(english) && !english.startsWith('Send {"id"')) {
      const names: string[] = [];
      const source = english
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return escapeRegex(part);
          names.push(name);
          return '([\\s\\S]*?)';
        })
        .join('');
      patterns.push({ key, regex: new RegExp(`^${source}$`), names });
      continue;
    }
    if (!exact.has(english)) exact.set(english, key);
  }
  return { exact, patterns };
}

const VIDEO_NOT_WATCHED = /^Watch the video to complete this lesson: about (\d+) (seconds|minutes) of it to go\.$/;

/**
 * A user-facing API text (one of MESSAGES, possibly filled in) in the given language; a text that
 * is none of them (an author's content, a moderator's reason) comes back unchanged.
 */
export function translateMessage(text: string, locale: Locale): string {
  if (locale === 'en' || text.length === 0) return text;
  const { exact: byText, patterns: byPattern } = tables();
  const key = byText.get(text);
  if (key) return MESSAGES_HI[key];
  const video = VIDEO_NOT_WATCHED.exec(text);
  if (video) return fill(MESSAGES_HI.videoNotWatched, { 0: `${video[1]} ${video[2] === 'seconds' ? 'सेकंड' : 'मिनट'}` });
  for (const pattern of byPattern) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values: Record<string, string> = {};
    pattern.names.forEach((name, index) => {
      values[name] = match[index + 1] ?? '';
    });
    return fill(MESSAGES_HI[pattern.key], values);
  }
  return text;
}
