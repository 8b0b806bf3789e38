import { z } from 'zod';
import { fieldMeta } from '@i129f/petition/fields/lookup.ts';
import type { AdditionalEntry } from './plan-fill.ts';

/**
 * Caps on a generate request, checked on the event loop before any PDF work (linear, cheap). They sit
 * above anything a real interview produces (packages/petition computeFields): a text field with a
 * MaxLen in the official form never gets more than MaxLen characters from the engine (longer answers go
 * to Part 8 with "See Part 8" in the field); free text answers are at most 2,000 characters (validator
 * freeText), names 100, addresses 200; a Part 8 entry is "label: answer", or one loop entry's answers
 * joined (an employment period: employer, occupation, address … — a few free texts together). The
 * test value-caps.test.ts runs the engine with every free answer at 2,000 characters.
 */
export const CAPS = {
  /** A text field without MaxLen (multiline boxes, countries, dates, occupations): longer moves to Part 8. */
  textWithoutMaxLen: 12_000,
  /** A checkbox or dropdown value ('Yes', 'Off', an on-value, a state code …). */
  choice: 100,
  /** Part 8 entries in `_additionalInformation`. */
  additionalEntries: 200,
  /** Characters of one Part 8 entry's text. */
  additionalText: 12_000,
  /** Page, part and item of an entry. */
  additionalRef: 20,
  /**
   * Characters of all Part 8 entries together, and of everything that may end up in Part 8: the entries
   * plus every value of a text field without MaxLen (about 60 continuation sheets).
   */
  additionalTotal: 200_000,
} as const;

const ZRef = z.union([z.string().max(CAPS.additionalRef, `At most ${CAPS.additionalRef} characters.`), z.number().finite()]);
const ZEntry = z.object({
  page: ZRef,
  part: ZRef,
  item: ZRef,
  text: z.string().max(CAPS.additionalText, `A Part 8 entry holds at most ${CAPS.additionalText} characters.`),
});
export const ZAdditional = z
  .array(ZEntry)
  .max(CAPS.additionalEntries, `At most ${CAPS.additionalEntries} Part 8 entries.`)
  .superRefine((entries, ctx) => {
    const total = entries.reduce((n, e) => n + e.text.length, 0);
    if (total > CAPS.additionalTotal) ctx.addIssue({ code: 'custom', message: `Part 8 entries hold at most ${CAPS.additionalTotal} characters together (${total} sent).` });
  });

/** The longest value a field takes: its MaxLen, else the caps above (unknown names are refused later, by the template). */
export const capOf = (name: string): number => {
  const meta = fieldMeta(name);
  if (meta?.type === 'checkbox' || meta?.type === 'dropdown') return CAPS.choice;
  return meta?.max ?? CAPS.textWithoutMaxLen;
};

/** Official field name → value: strings, each within its cap; the issue's path names the field. */
export const ZFieldValues = z.record(z.string(), z.string()).superRefine((values, ctx) => {
  for (const [name, value] of Object.entries(values)) {
    const cap = capOf(name);
    if (value.length > cap) {
      const meta = fieldMeta(name);
      const what = meta?.max !== undefined ? `MaxLen ${meta.max} of the official field` : 'the limit of this field';
      ctx.addIssue({ code: 'custom', path: [name], message: `At most ${cap} characters (${what}); ${value.length} sent.` });
    }
  }
});

/**
 * The text that may go to Part 8 (entries + text fields without MaxLen) within CAPS.additionalTotal;
 * the issue names the field (or the entry list) at which the running total passes it.
 */
export const part8TotalIssue = (values: Record<string, string>, additional: AdditionalEntry[]): { path: string; message: string } | undefined => {
  let total = additional.reduce((n, e) => n + e.text.length, 0);
  for (const [name, value] of Object.entries(values)) {
    const meta = fieldMeta(name);
    if (meta?.type === 'checkbox' || meta?.type === 'dropdown' || meta?.max !== undefined) continue;
    total += value.length;
    if (total > CAPS.additionalTotal) {
      return { path: name, message: `Text that may continue in Part 8 (Part 8 entries and fields without MaxLen) is at most ${CAPS.additionalTotal} characters together.` };
    }
  }
  return undefined;
};

export type { AdditionalEntry };
