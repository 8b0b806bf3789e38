import { draftLetters, type LetterDoc } from '@i129f/petition/letters/drafts.ts';
import type { InterviewState } from '@i129f/petition';
import type { FileRecord } from '../files/file-store.ts';
import { mailingInfo } from '../packet/mailing-info.ts';
import { planPacket, type PacketPlan } from '../packet/plan-packet.ts';

export interface LetterTexts {
  /** The relationship statement as the user edited it. */
  relationshipText?: string;
  /** The waiver request as the user completed it. */
  waiverText?: string;
}

/**
 * Every letter of the account, drafted from its saved answers and uploads (the letters the user completes as edited),
 * and the packet's plan: the cover letter lists exactly the enclosures the packet is assembled from.
 */
export function buildLettersAndPlan(o: { state: InterviewState; uploads: readonly FileRecord[]; today: string } & LetterTexts): { letters: LetterDoc[]; plan: PacketPlan } {
  const mailing = mailingInfo();
  const options = {
    today: o.today,
    mailTo: mailing.mailTo.usps,
    ...(o.relationshipText !== undefined ? { relationshipText: o.relationshipText } : {}),
    ...(o.waiverText !== undefined ? { waiverText: o.waiverText } : {}),
  };
  const plan = planPacket({ state: o.state, uploads: o.uploads, letters: draftLetters(o.state, { ...options, enclosures: [] }), mailing, today: o.today });
  return { letters: draftLetters(o.state, { ...options, enclosures: plan.enclosures }), plan };
}

/** Every letter of the account (see buildLettersAndPlan). */
export const buildLetters = (o: Parameters<typeof buildLettersAndPlan>[0]): LetterDoc[] => buildLettersAndPlan(o).letters;
