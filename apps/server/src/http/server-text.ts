import { createTranslator, en, type Language, type Messages, type Namespace } from '@i129f/petition/i18n/index.ts';

export type TextParams = Readonly<Record<string, string | number>>;

/** A text the server writes, as a catalogue key (packages/petition/src/i18n/{en,es}) rendered in the reader's language. */
export interface ServerText {
  readonly ns: Namespace;
  readonly key: string;
  readonly params?: TextParams;
}

/** An English literal (texts of other modules: account rules, form templates), a keyed text, or sentences of either in a row. */
export type Text = string | ServerText | readonly Text[];

export type ErrorKey = keyof typeof en.serverMessages.errors;

/** An error answer's message by its key in serverMessages.errors. */
export const errorText = (key: ErrorKey, params?: TextParams): ServerText => ({ ns: 'serverMessages', key: `errors.${key}`, ...(params ? { params } : {}) });

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 'Invalid input: {{names}}' → /^Invalid input: (?<names>.+?)$/ (a text written without its key is still recognised). */
function templatePattern(template: string): RegExp {
  const parts = template.split(/\{\{\s*(\w+)\s*\}\}/);
  return new RegExp(`^${parts.map((part, i) => (i % 2 ? `(?<${part}>[\\s\\S]+?)` : escape(part))).join('')}$`);
}

interface Known { readonly pattern: RegExp; readonly text: ServerText }

/** Every English error text and account-rule message, so literals the server writes elsewhere find their key. */
const KNOWN: readonly Known[] = [
  ...Object.entries(en.account).map(([key, english]) => ({ pattern: templatePattern(english), text: { ns: 'account' as const, key } })),
  ...Object.entries(en.serverMessages.errors).map(([key, english]) => ({ pattern: templatePattern(english), text: errorText(key as ErrorKey) })),
];

/** The key of an English text the server wrote as a literal (with its placeholders read back), or undefined. */
export function keyOfEnglish(english: string): ServerText | undefined {
  for (const known of KNOWN) {
    const match = known.pattern.exec(english);
    if (match) return match.groups ? { ...known.text, params: { ...match.groups } } : known.text;
  }
  return undefined;
}

const isTexts = (text: Text): text is readonly Text[] => Array.isArray(text);

/**
 * A text in `language`; sentences in a row are joined by a space. English literals stay byte-identical; in another
 * language a literal is looked up by its English text (unknown texts, e.g. a zod message of a developer-facing field,
 * stay English).
 */
export function renderText(text: Text, language: Language): string {
  if (isTexts(text)) return text.map((t) => renderText(t, language)).join(' ');
  if (typeof text === 'string') {
    if (language === 'en') return text;
    const keyed = keyOfEnglish(text);
    return keyed ? renderText(keyed, language) : text;
  }
  return createTranslator(language)(text.ns, text.key, text.params as Record<string, string | number> | undefined);
}

