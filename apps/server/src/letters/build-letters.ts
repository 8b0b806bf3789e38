import { draftLetters, type LetterDoc } from '@i129f/petition/letters/drafts.ts';
import type { InterviewState } from '@i129f/petition';
import { K3 } from '@i129f/petition/questionnaire/questions.ts';
import type { FileRecord } from '../files/file-store.ts';
import { exhibitsOf } from '../packet/exhibits.ts';
import { mailingInfo } from '../packet/mailing-info.ts';

/** The packet's enclosures in order, for the cover letter (the same order the packet is assembled in). */
export function enclosuresOf(state: InterviewState, uploads: readonly FileRecord[]): string[] {
  const info = mailingInfo();
  const k3 = state.questionnaire.classificationBeneficiary === K3;
  return [
    `Filing fee: ${k3 ? info.fee.k3Amount : info.fee.amount} (payment form on top)`,
    'Form G-1145, e-Notification of Application/Petition Acceptance',
    'Form I-129F, Petition for Alien Fiancé(e), signed',
    ...exhibitsOf(uploads, state.requiredDocuments).map((e) => `Exhibit ${e.letter}: ${e.title}`),
  ];
}

/** Every letter of the account, drafted from its saved answers and uploads (the relationship statement as edited). */
export function buildLetters(o: { state: InterviewState; uploads: readonly FileRecord[]; today: string; relationshipText?: string }): LetterDoc[] {
  return draftLetters(o.state, {
    today: o.today,
    enclosures: enclosuresOf(o.state, o.uploads),
    mailTo: mailingInfo().mailTo.usps,
    ...(o.relationshipText !== undefined ? { relationshipText: o.relationshipText } : {}),
  });
}
