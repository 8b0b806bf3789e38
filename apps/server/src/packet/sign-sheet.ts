import { createTranslator } from '@i129f/petition/i18n/index.ts';
import type { Language } from '@i129f/petition/i18n/languages.ts';
import type { Block } from './text-pages.ts';
import type { MailingInfo } from './mailing-info.ts';

/** Someone who signs something in ink: the petitioner, the interpreter, the preparer, the beneficiary. */
export interface Signer {
  role: 'petitioner' | 'interpreter' | 'preparer' | 'beneficiary';
  name: string;
}

/** A letter in the packet to sign in ink: where (its last page, which holds the signature lines) and by whom. */
export interface LetterToSign {
  title: string;
  exhibit: string;
  /** 1-based packet page of the signature lines. */
  page: number;
  signers: readonly string[];
}

/** An exhibit as the couple's own list names it. */
export interface ExhibitInPacket {
  letter: string;
  title: string;
  first: number;
  last: number;
}

const SIGNATURE_FIELDS = {
  petitioner: 'form1[0].#subform[9].Pt6Line4_Signature[0]',
  interpreter: 'form1[0].#subform[9].Pt6Line6_Signature[0]',
  preparer: 'form1[0].#subform[10].Pt7Line6_SignatureofPreparer[0]',
} as const;

export interface SignSheetInput {
  signers: readonly Signer[];
  mailing: MailingInfo;
  k3: boolean;
  pageOf: (field: string) => number;
  pageCount: number;
  skipped: readonly string[];
  /** The cover letter's signature page (1-based) and its signer. */
  cover: { page: number; signer: string };
  letters: readonly LetterToSign[];
  /** Titles of the letters the user completes that are not in the packet (never generated). */
  notGenerated: readonly string[];
  exhibits: readonly ExhibitInPacket[];
  /** The couple's reading language (the account's): the sheet and checklist are in it; the packet stays English. */
  language?: Language;
}

/**
 * The sign-here sheet (which packet pages to sign in ink, by whom: the form's signatures, the cover letter, each letter
 * of the product in the exhibits), what to enclose, the exhibits with their pages, and the mailing checklist from the
 * dated data file. In the couple's language; names, titles of English documents and addresses as printed in the packet.
 */
export function signAndMailBlocks(o: SignSheetInput): Block[] {
  const tr = createTranslator(o.language);
  const t = (key: string, values?: Record<string, string | number>) => tr('packet', `sheet.${key}`, values);
  const m = o.mailing;
  const name = (role: Signer['role']) => o.signers.find((s) => s.role === role)?.name;
  const item = (text: string): Block => ({ text, indent: 12, gap: 4 });
  const sign: Block[] = [];
  for (const role of ['petitioner', 'interpreter', 'preparer'] as const) {
    const who = name(role);
    if (who) sign.push(item(t('formSignature', { page: o.pageOf(SIGNATURE_FIELDS[role]), where: t(`where.${role}`), name: who })));
  }
  sign.push(item(t('cover', { page: o.cover.page, name: o.cover.signer })));
  for (const l of o.letters) sign.push(item(t('letter', { page: l.page, title: l.title, exhibit: l.exhibit, names: l.signers.join(t('and')) })));
  for (const title of o.notGenerated) sign.push(item(t('notGenerated', { title })));
  sign.push(item(t('payment')));
  sign.push(item(t('photos', { petitioner: name('petitioner') ?? t('thePetitioner'), beneficiary: name('beneficiary') ?? t('theBeneficiary') })));
  return [
    { text: t('title'), bold: true, size: 18, gap: 4 },
    { text: t('keep', { pages: o.pageCount }), gap: 12 },
    ...sign,
    ...(o.skipped.length ? [item(t('skipped', { files: o.skipped.join(', ') }))] : []),
    { text: '', gap: 12 },
    { text: t('exhibitsTitle'), bold: true, size: 14, gap: 6 },
    ...(o.exhibits.length
      ? o.exhibits.map((e) => item(t('exhibit', { letter: e.letter, title: e.title, pages: e.first === e.last ? t('page', { page: e.first }) : t('pages', { first: e.first, last: e.last }) })))
      : [item(t('noExhibits'))]),
    { text: '', gap: 12 },
    { text: t('mailingTitle', { date: m.asOf }), bold: true, size: 18, gap: 8 },
    { text: t('fee', { amount: o.k3 ? m.fee.k3Amount : m.fee.amount, payment: m.fee.payment }), gap: 8 },
    { text: t('usps'), bold: true },
    ...m.mailTo.usps.map((line) => ({ text: line, indent: 12 })),
    { text: '', gap: 4 },
    { text: t('courier'), bold: true },
    ...m.mailTo.courier.map((line) => ({ text: line, indent: 12 })),
    { text: m.mailTo.note, gap: 8 },
    ...m.checklist.map((line) => item(`[ ] ${line}`)),
    { text: '', gap: 8 },
    { text: t('sources', { date: m.asOf, url: m.verifyAt }), bold: true, size: 9 },
    ...m.sources.map((s) => ({ text: s, size: 9, indent: 12 })),
  ];
}
