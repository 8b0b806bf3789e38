import type { SupportingDocument } from '@i129f/petition/documents/catalogue.ts';
import type { BenPetNames } from '@i129f/petition/engine/types.ts';
import { documents } from '@i129f/petition/i18n/en/documents.ts';
import { i18n, registerEnglish } from '../../i18n/i18n.ts';

// The catalogue's words travel with the pages that show documents.
registerEnglish('documents', documents);

/**
 * A catalogue text in the reader's language (the pages re-render on a language change: they read the documents
 * namespace). Keys are built from the catalogue's ids; the catalogue test keeps every id in both languages.
 */
type Values = Partial<Record<'name' | 'document' | 'meaning', string>>;
const text = (key: string, values: Values = {}): string => i18n.t(`documents:catalogue.${key}` as 'documents:catalogue.owned', values);

const join = (...parts: string[]) => parts.map((p) => p.trim()).filter((p) => p && p !== 'N/A').join(' ');

/** Spec §3: document names use the petitioner's and beneficiary's first and second names (fallbacks of §3). */
export function partyNames(names: BenPetNames) {
  return {
    petitioner: join(names.petitionerFirstName, names.petitionerSecondName) || text('petitioner'),
    beneficiary: join(names.beneficiaryFirstName, names.beneficiarySecondName) || text('beneficiary'),
  };
}

/** Whose document it is (the catalogue says; documents of both have no owner in the title). */
const ownerOf = (doc: SupportingDocument): 'petitioner' | 'beneficiary' | null => (doc.concerns === 'both' ? null : doc.concerns);

/** The row title of a catalogue document, with its owner's names ("John's passport" / "Pasaporte de John"). */
export function documentTitle(doc: SupportingDocument, names: BenPetNames): string {
  const document = text(`titles.d${doc.id}`);
  const owner = ownerOf(doc);
  return owner ? text('owned', { name: partyNames(names)[owner], document }) : document;
}

/** The tooltip text: what the document is. */
export function documentDescription(doc: SupportingDocument): string {
  return text('describe', { meaning: text(`meanings.d${doc.id}`) });
}
