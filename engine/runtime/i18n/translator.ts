/**
 * Translation by the English text (decision 062): a dictionary maps each English text, as the schemas, the
 * catalogue and the pages write it, to its text in another language. A text with `{name}` placeholders is a
 * template: `translate('Showing {count} homes', { count: 3 })` fills the other language's template. A finished
 * English message that reaches the screen already filled (a validator's "Email is required!", a notice's title)
 * is recognised by the template it was filled from: its values are read back, translated themselves when the
 * dictionary knows them (a field's title), and put into the other language's template. Anything unknown stays
 * English, so a missing translation never hides a message.
 */
export type Dictionary = Readonly<Record<string, string>>;
export type Values = Readonly<Record<string, string | number>>;
export type Translate = (text: string, values?: Values) => string;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; one without a value stays as written. */
export function fillTemplate(template: string, values: Values = {}): string {
  return template.replace(PLACEHOLDER, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The placeholders of a template, in order (`{label} must be {min}` → label, min). */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

interface Pattern {
  english: string;
  names: string[];
  regex: RegExp;
  /** Letters that are not placeholders: the more, the more specific the template. */
  weight: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(english: string): Pattern | undefined {
  const names = placeholdersOf(english);
  const literal = english.replace(PLACEHOLDER, '');
  // A template of placeholders only ("{message}") would read every text as itself.
  if (!names.length || !literal.trim()) return undefined;
  const source = english
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 ? '([\\s\\S]+?)' : escape(part)))
    .join('');
  return { english, names, regex: new RegExp(`^${source}$`), weight: literal.length };
}

/** The translator of one language: English texts go in, the language's come out (English where it has none). */
export function createTranslator(dictionary: Dictionary): Translate {
  const patterns = Object.keys(dictionary)
    .map(patternOf)
    .filter((p): p is Pattern => !!p)
    .sort((a, b) => b.weight - a.weight);
  const seen = new Map<string, string>();

  const recognise = (text: string, depth: number): string => {
    const known = dictionary[text];
    if (known !== undefined) return known;
    if (depth > 2 || !text.trim()) return text;
    const cached = seen.get(text);
    if (cached !== undefined) return cached;
    let out = text;
    for (const p of patterns) {
      const m = p.regex.exec(text);
      if (!m) continue;
      const values: Record<string, string> = {};
      p.names.forEach((name, i) => {
        values[name] = recognise(m[i + 1]!, depth + 1);
      });
      out = fillTemplate(dictionary[p.english]!, values);
      break;
    }
    if (seen.size > 5000) seen.clear();
    seen.set(text, out);
    return out;
  };

  return (text, values) => {
    if (values) {
      const template = dictionary[text] ?? text;
      return fillTemplate(template, values);
    }
    return recognise(text, 0);
  };
}

/** English itself: the texts as written, templates filled. */
export const english: Translate = (text, values) => (values ? fillTemplate(text, values) : text);

/**
 * Marks an English text kept in a constant (a menu's labels, a step's names) as one the dictionaries hold; the
 * page shows it through `t(value)`. It returns the text as it is: the dictionaries' test reads the marks.
 */
export const msg = <T extends string>(text: T): T => text;
