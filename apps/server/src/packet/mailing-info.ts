import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Language } from '@i129f/petition/i18n/languages.ts';

/**
 * Filing fee, where to mail and what to keep: one dated data file (mailing-info.json), so an update from
 * uscis.gov is one file. Read and checked once; a malformed file fails at first use with zod's message.
 */
export const ZMailingInfo = z.object({
  asOf: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/),
  verifyAt: z.string().url(),
  sources: z.array(z.string()).min(1),
  fee: z.object({ amount: z.string(), k3Amount: z.string(), payment: z.string() }),
  mailTo: z.object({ usps: z.array(z.string()).min(2), courier: z.array(z.string()).min(2), note: z.string() }),
  checklist: z.array(z.string()).min(1),
});
export type MailingInfo = z.infer<typeof ZMailingInfo>;

let cached: MailingInfo | undefined;

export function mailingInfo(): MailingInfo {
  cached ??= ZMailingInfo.parse(JSON.parse(readFileSync(new URL('./mailing-info.json', import.meta.url), 'utf8')));
  return cached;
}

/**
 * The same data for a reader of another language (mailing-info.<language>.json): the payment, the note and the checklist
 * translated, dated as the English file it translates; the fee, addresses and sources stay as in English.
 */
export const ZMailingTranslation = z.object({
  asOf: z.string(),
  fee: z.object({ k3Amount: z.string(), payment: z.string() }),
  mailTo: z.object({ note: z.string() }),
  checklist: z.array(z.string()).min(1),
});

const translated = new Map<Language, MailingInfo>();

export function mailingInfoIn(language: Exclude<Language, 'en'>): MailingInfo {
  let info = translated.get(language);
  if (!info) {
    const en = mailingInfo();
    const t = ZMailingTranslation.parse(JSON.parse(readFileSync(new URL(`./mailing-info.${language}.json`, import.meta.url), 'utf8')));
    info = { ...en, fee: { ...en.fee, ...t.fee }, mailTo: { ...en.mailTo, note: t.mailTo.note }, checklist: t.checklist };
    translated.set(language, info);
  }
  return info;
}
