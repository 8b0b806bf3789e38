/**
 * Message catalogues: one nested object of strings per namespace and language. Pure data and functions (no React,
 * no Node API) so the browser (react-i18next, apps/web/src/i18n) and the server/engine (createTranslator) read the
 * same texts. Placeholders use i18next's syntax: 'Step {{n}} of {{total}}'.
 */
export interface Messages {
  readonly [key: string]: string | Messages;
}

/** The shape of a catalogue with every leaf a string: the other languages are typed against English with it. */
export type SameShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameShape<T[K]> };

/** Every leaf key of a catalogue as a dotted path ('register.title'), sorted. */
export function flattenKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages)
    .flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`)))
    .sort();
}

/** The text at a dotted path, or undefined. */
export function lookup(messages: Messages, path: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The {{name}} placeholders of a text, sorted (a translation must use the same ones). */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();

/** Replaces {{name}} with the value; an unknown placeholder stays visible rather than vanishing. */
export const interpolate = (text: string, values: Record<string, string | number> = {}): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
