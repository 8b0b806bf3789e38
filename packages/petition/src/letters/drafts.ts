import type { InterviewState } from '../engine/types.ts';
import { K3 } from '../questionnaire/questions.ts';
import { addressLines, peopleOf } from './people.ts';
import { WAIVER_TITLES, waiverKindOf, waiverParagraphs } from './waiver.ts';

export const LETTER_KINDS = ['intent-petitioner', 'intent-beneficiary', 'relationship', 'waiver', 'cover'] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

/** The start of each letter's file names (`<prefix><Last name>_<YYYY-MM-DD>.pdf`): the packet finds the generated ones by it. */
export const LETTER_FILE_PREFIX = {
  'intent-petitioner': 'Intent_to_Marry_Petitioner_',
  'intent-beneficiary': 'Intent_to_Marry_Beneficiary_',
  relationship: 'Relationship_Statement_',
  waiver: 'Waiver_Request_',
  cover: 'Cover_Letter_',
} as const satisfies Record<LetterKind, string>;

/** Letters the user completes in the browser before generating: the packet takes the PDF they generated, never the draft. */
export const EDITED_LETTERS = ['relationship', 'waiver'] as const satisfies readonly LetterKind[];

/** A letter as data; the PDF and DOCX renderers (apps/server/src/letters) lay it out the same way. */
export interface LetterDoc {
  readonly kind: LetterKind;
  readonly title: string;
  /** File name without extension and date ('Intent_to_Marry_Petitioner_Smith'). */
  readonly fileStem: string;
  /** Sender block (name and address lines), printed top left. */
  readonly from: readonly string[];
  readonly date: string;
  /** Recipient block (the cover letter). */
  readonly to?: readonly string[];
  readonly subject?: string;
  readonly paragraphs: readonly string[];
  /** A numbered list after the paragraphs (the cover letter's enclosures). */
  readonly list?: readonly string[];
  /** One signature line (with printed name and date line) per signer. */
  readonly signatures: readonly { readonly name: string; readonly role: string }[];
  /** The user edits the text in the browser before generating (the relationship statement). */
  readonly editable: boolean;
}

export interface DraftOptions {
  /** The letter date (MM/DD/YYYY). */
  today: string;
  /** Enclosure lines for the cover letter, in packet order; default: forms + required documents. */
  enclosures: readonly string[];
  /** The user's edited relationship statement (paragraphs separated by blank lines). */
  relationshipText?: string;
  /** The user's completed waiver request (paragraphs separated by blank lines). */
  waiverText?: string;
  /** Where the packet is mailed (the cover letter's recipient), from the mailing data file. */
  mailTo?: readonly string[];
}

const real = (v: string | undefined) => (v && !/^n\/a$/i.test(v.trim()) ? v.trim() : '');
const safeStem = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9-]+/g, '').slice(0, 40) || 'Petition';

/**
 * The default enclosures, when the caller gives none: the forms only. The evidence is listed by the packet's plan
 * (apps/server/src/packet/plan-packet.ts), which knows what is actually in the packet: a cover letter never claims a
 * document nobody uploaded.
 */
export function defaultEnclosures(): string[] {
  return ['Filing fee', 'Form G-1145, e-Notification of Application/Petition Acceptance', 'Form I-129F, Petition for Alien Fiancé(e), signed'];
}

/** Every letter drafted from the answers (pure). K-3 petitions get no intent-to-marry letters (the couple is married). */
export function draftLetters(state: InterviewState, o: DraftOptions): LetterDoc[] {
  const a = state.answers;
  const p = peopleOf(state);
  const k3 = state.questionnaire.classificationBeneficiary === K3;
  const female = a['ben.gender'] === 'Female';
  const partner = k3 ? 'spouse' : female ? 'fiancée' : a['ben.gender'] === 'Male' ? 'fiancé' : 'fiancé(e)';
  const petPartner = a['pet.gender'] === 'Female' ? 'fiancée' : a['pet.gender'] === 'Male' ? 'fiancé' : 'fiancé(e)';
  const petFrom = [p.petFull, ...addressLines(a, 'pet.address.1')];
  const benFrom = [p.benFull, ...addressLines(a, 'ben.address.1')];
  const benCountry = real(a['ben.citizenship']);
  const last = safeStem(p.petLast);
  const out: LetterDoc[] = [];
  if (!k3) {
    out.push({
      kind: 'intent-petitioner',
      title: 'Statement of Intent to Marry',
      fileStem: `${LETTER_FILE_PREFIX['intent-petitioner']}${last}`,
      from: petFrom,
      date: o.today,
      paragraphs: [
        `I, ${p.petFull}, a citizen of the United States, declare that I intend to marry my ${partner}, ${p.benFull}${benCountry ? `, a citizen of ${benCountry}` : ''}, within 90 days of ${female ? 'her' : a['ben.gender'] === 'Male' ? 'his' : 'the'} admission to the United States on a K-1 visa.`,
        `We are both legally free to marry, and we have a genuine and continuing intention to marry each other.`,
        `I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct.`,
      ],
      signatures: [{ name: p.petFull, role: 'Petitioner' }],
      editable: false,
    });
    out.push({
      kind: 'intent-beneficiary',
      title: 'Statement of Intent to Marry',
      fileStem: `${LETTER_FILE_PREFIX['intent-beneficiary']}${last}`,
      from: benFrom,
      date: o.today,
      paragraphs: [
        `I, ${p.benFull}${benCountry ? `, a citizen of ${benCountry}` : ''}, declare that I intend to marry my ${petPartner}, ${p.petFull}, a citizen of the United States, within 90 days of my admission to the United States on a K-1 visa.`,
        `We are both legally free to marry, and we have a genuine and continuing intention to marry each other.`,
        `I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct.`,
      ],
      signatures: [{ name: p.benFull, role: 'Beneficiary' }],
      editable: false,
    });
  }
  out.push({
    kind: 'relationship',
    title: 'Statement of Our Relationship',
    fileStem: `${LETTER_FILE_PREFIX.relationship}${last}`,
    from: petFrom,
    date: o.today,
    paragraphs: o.relationshipText?.trim() ? splitParagraphs(o.relationshipText) : relationshipDraft(state, { partner, k3, ...p }),
    signatures: [{ name: p.petFull, role: 'Petitioner' }],
    editable: true,
  });
  const waiver = waiverKindOf(state, { filingDate: o.today });
  if (waiver) {
    out.push({
      kind: 'waiver',
      title: WAIVER_TITLES[waiver],
      fileStem: `${LETTER_FILE_PREFIX.waiver}${last}`,
      from: petFrom,
      date: o.today,
      to: o.mailTo ?? ['U.S. Citizenship and Immigration Services', 'Attn: I-129F'],
      subject: `Form I-129F, Part 3, item 5 — Petitioner: ${p.petFull}; Beneficiary: ${p.benFull}`,
      paragraphs: o.waiverText?.trim() ? splitParagraphs(o.waiverText) : waiverParagraphs(state, waiver, { ...p, partner }),
      signatures: [{ name: p.petFull, role: 'Petitioner' }],
      editable: true,
    });
  }
  const preparer = a['preparer.has'] === 'Yes' ? [real(a['preparer.given']), real(a['preparer.family'])].filter(Boolean).join(' ') : '';
  const org = a['preparer.has'] === 'Yes' ? real(a['preparer.org']) : '';
  out.push({
    kind: 'cover',
    title: 'Cover Letter',
    fileStem: `${LETTER_FILE_PREFIX.cover}${last}`,
    from: preparer ? [preparer, ...(org ? [org] : [])] : petFrom,
    date: o.today,
    to: o.mailTo ?? ['U.S. Citizenship and Immigration Services', 'Attn: I-129F'],
    subject: `Form I-129F, Petition for Alien Fiancé(e) (${k3 ? 'K-3' : 'K-1'}) — Petitioner: ${p.petFull}; Beneficiary: ${p.benFull}`,
    paragraphs: [
      'Dear Sir or Madam:',
      // A preparer writes of the petitioner's fiancé(e) (or spouse), never 'my'.
      `${preparer ? `On behalf of the petitioner, ${p.petFull}, I submit a Form I-129F petition for the petitioner's ${partner}` : `Please find enclosed a Form I-129F petition for my ${partner}`}, ${p.benFull}, with the filing fee and the supporting evidence listed below, in this order:`,
    ],
    list: o.enclosures.length ? o.enclosures : defaultEnclosures(),
    signatures: [{ name: preparer || p.petFull, role: preparer ? (org ? `Preparer, ${org}` : 'Preparer') : 'Petitioner' }],
    editable: false,
  });
  return out;
}

const splitParagraphs = (text: string): string[] => text.replace(/\r\n?/g, '\n').split(/\n\s*\n/).map((s) => s.replace(/\s*\n\s*/g, ' ').trim()).filter(Boolean);

/** The how-we-met draft: facts from the answers, and a marked place for the couple's own story. */
function relationshipDraft(state: InterviewState, p: { partner: string; k3: boolean; petFull: string; benFull: string; benFirst: string }): string[] {
  const a = state.answers;
  const out = [`My name is ${p.petFull}. I am a citizen of the United States, and I am petitioning for my ${p.partner}, ${p.benFull}${real(a['ben.citizenship']) ? `, a citizen of ${real(a['ben.citizenship'])}` : ''}.`];
  const description = real(a['elig.meetingDescription']);
  if (a['elig.met'] === 'Yes' && description) out.push(`How and when we met in person: ${description}`);
  else if (a['elig.culturalException'] === 'Yes') out.push(`We have not met in person because meeting before the marriage would violate strict and long-established customs of ${p.benFirst || 'my partner'}'s culture or social practice. ${description}`.trim());
  else if (a['elig.hardshipException'] === 'Yes') out.push(`We have not met in person because the meeting requirement would result in extreme hardship to me. ${description}`.trim());
  if (a['ben.imb.used'] === 'Yes') {
    const broker = real(a['ben.imb.orgName']) || [real(a['ben.imb.given']), real(a['ben.imb.family'])].filter(Boolean).join(' ');
    out.push(`We were introduced through an international marriage broker${broker ? `, ${broker}` : ''}.`);
  }
  out.push('[Tell your story in your own words: how your relationship developed, your visits and how you keep in touch, and when and how you decided to marry. Delete this line.]');
  out.push(p.k3 ? 'We are married and wish to live together in the United States.' : `We intend to marry within 90 days of ${p.benFirst || 'my partner'}'s arrival in the United States.`);
  return out;
}
