import type { InterviewState } from '@i129f/petition';
import { EDITED_LETTERS, LETTER_FILE_PREFIX, type LetterDoc, type LetterKind } from '@i129f/petition/letters/drafts.ts';
import { peopleOf } from '@i129f/petition/letters/people.ts';
import { K3 } from '@i129f/petition/questionnaire/questions.ts';
import type { FileRecord } from '../files/file-store.ts';
import { exhibitLetter } from './exhibits.ts';
import { letterLine } from './exhibit-index.ts';
import type { MailingInfo } from './mailing-info.ts';
import { requirementsOf, type Requirement } from './requirements.ts';
import type { TextRef } from '@i129f/petition/readiness/types.ts';

/** A letter of the product in an exhibit: rendered from `doc`, or (a letter the user completes) the PDF they generated. */
export interface PlannedLetter {
  doc: LetterDoc;
  file?: FileRecord;
}

export interface PlannedExhibit {
  /** 'A', 'B' … */
  letter: string;
  requirementId: string;
  title: string;
  /** The requirement's title as a catalogue text (the couple's list in their language). */
  titleText?: TextRef;
  /** The product's letters first, then the uploads (originals, then their English translations). */
  letters: PlannedLetter[];
  files: FileRecord[];
}

export interface PacketPlan {
  exhibits: PlannedExhibit[];
  /** The cover letter's enclosures, in packet order: every one of them is in the packet. */
  enclosures: string[];
  /** Letters the user completes that belong in the packet but were never generated (so they are not in it). */
  notGenerated: LetterDoc[];
  /** Uploaded passport-style photos (not printed: the photos themselves go in the envelope the cover letter lists). */
  enclosedPhotos: FileRecord[];
}

const GENERATED_NAME = /_\d{4}-\d{2}-\d{2}\.pdf$/;

/** The newest PDF generated on the Letters page for a kind of letter (by its file name), if any. */
export function latestGenerated(uploads: readonly FileRecord[], kind: LetterKind): FileRecord | undefined {
  return uploads
    .filter((f) => f.isGenerated && f.mime === 'application/pdf' && f.name.startsWith(LETTER_FILE_PREFIX[kind]) && GENERATED_NAME.test(f.name))
    .sort((a, b) => b.createdAt - a.createdAt || b.name.localeCompare(a.name))[0];
}

const EDITED: readonly LetterKind[] = EDITED_LETTERS;

/**
 * What goes into the packet and in which order (pure): each requirement with what satisfies it becomes an exhibit —
 * the product's letters (intent to marry, relationship statement, waiver request) and the uploads grouped under it;
 * a requirement with nothing is left out. The cover letter's enclosures are made from the same plan.
 */
export function planPacket(o: {
  state: InterviewState;
  uploads: readonly FileRecord[];
  letters: readonly LetterDoc[];
  mailing: MailingInfo;
  /** The day the packet is built (MM/DD/YYYY), taken as the filing date for the evidence model. */
  today: string;
  requirements?: readonly Requirement[];
}): PacketPlan {
  const evidence = o.uploads.filter((f) => !f.isGenerated && f.documentId !== null);
  const requirements = o.requirements ?? requirementsOf(o.state, o.uploads, o.letters, o.today);
  const used = new Set<string>();
  const notGenerated: LetterDoc[] = [];
  const exhibits: PlannedExhibit[] = [];
  const enclosedPhotos: FileRecord[] = [];
  for (const r of requirements) {
    // Originals before translations; a kind's files together, in the order of the kinds.
    const files = r.documentIds.flatMap((id) =>
      evidence.filter((f) => f.documentId === id && !used.has(f.id)).sort((a, b) => Number(a.isTranslated) - Number(b.isTranslated) || a.createdAt - b.createdAt),
    );
    for (const f of files) used.add(f.id);
    if (r.form === 'enclosed') {
      enclosedPhotos.push(...files);
      continue;
    }
    // An original of an accepted kind satisfies it even when an earlier requirement took the file (the joint intent statement).
    const uploadedOriginal = evidence.some((f) => !f.isTranslated && r.documentIds.includes(f.documentId!));
    const letters: PlannedLetter[] = [];
    for (const { kind, mode } of r.letters) {
      const doc = o.letters.find((l) => l.kind === kind);
      if (!doc || (mode === 'instead' && uploadedOriginal)) continue;
      if (!EDITED.includes(kind)) letters.push({ doc });
      else {
        const file = latestGenerated(o.uploads, kind);
        if (file) letters.push({ doc, file });
        else if (!notGenerated.includes(doc)) notGenerated.push(doc);
      }
    }
    if (!letters.length && !files.length) continue;
    const translated = files.some((f) => f.isTranslated);
    exhibits.push({
      letter: exhibitLetter(exhibits.length),
      requirementId: r.id,
      title: `${r.title}${translated ? ', with English translation' : ''}`,
      ...(r.titleText ? { titleText: r.titleText } : {}),
      letters,
      files,
    });
  }
  return { exhibits, enclosures: enclosuresOf(o.state, exhibits, o.mailing), notGenerated, enclosedPhotos };
}

function enclosuresOf(state: InterviewState, exhibits: readonly PlannedExhibit[], mailing: MailingInfo): string[] {
  const k3 = state.questionnaire.classificationBeneficiary === K3;
  const p = peopleOf(state);
  const contents = (e: PlannedExhibit) => {
    const parts = e.letters.map((l) => letterLine(l.doc));
    if (e.files.length) parts.push(`${e.files.length} ${e.letters.length ? 'more ' : ''}document${e.files.length > 1 ? 's' : ''}`);
    return parts.join('; ');
  };
  return [
    // A K-3 petition has no fee (USCIS fee schedule, Form I-129F): no payment form to put on top.
    k3 ? 'No filing fee: K-3 petition, based on a Form I-130 filed for the same spouse' : `Filing fee: ${mailing.fee.amount} (payment form on top)`,
    'Form G-1145, e-Notification of Application/Petition Acceptance',
    'Form I-129F, Petition for Alien Fiancé(e), signed',
    `Passport-style photos: one of the petitioner, ${p.petFull}, and one of the beneficiary, ${p.benFull}, in a small envelope (each with the person's name, and A-Number if any, in pencil on the back)`,
    ...(exhibits.length ? ['Index of exhibits'] : []),
    ...exhibits.map((e) => `Exhibit ${e.letter}: ${e.title} (${contents(e)})`),
  ];
}
