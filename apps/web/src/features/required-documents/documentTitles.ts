import type { SupportingDocument } from '@i129f/petition/documents/catalogue.ts';
import type { BenPetNames } from '@i129f/petition/engine/types.ts';

const join = (...parts: string[]) => parts.map((p) => p.trim()).filter((p) => p && p !== 'N/A').join(' ');
const possessive = (name: string) => `${name}'s`;
/** 'Passport' → 'passport', but 'Form I-94 record' and 'K-3 …' keep their capitals. */
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) && !/^Form /.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

/** Spec §3: document names use the petitioner's and beneficiary's first and second names (fallbacks of §3). */
export function partyNames(names: BenPetNames) {
  return {
    petitioner: join(names.petitionerFirstName, names.petitionerSecondName) || 'The Petitioner',
    beneficiary: join(names.beneficiaryFirstName, names.beneficiarySecondName) || 'The Beneficiary',
  };
}

/**
 * The row title of a catalogue document: PET_ codes belong to the petitioner, BEN_ codes and the I-94
 * record to the beneficiary; id 25 carries the passport text (spec §3), read as the beneficiary's passport.
 */
export function documentTitle(doc: SupportingDocument, names: BenPetNames): string {
  const { petitioner, beneficiary } = partyNames(names);
  const code = doc.code ?? '';
  // The catalogue's parenthetical notes go to the tooltip, not the title.
  doc = { ...doc, meaning: doc.meaning.replace(/\s*\([^)]*\)\s*$/, '') };
  if (doc.id === 25) return `${possessive(beneficiary)} passport`;
  if (code.startsWith('PET_') || code === 'ID_FRONT') return `${possessive(petitioner)} ${lowerFirst(doc.meaning)}`;
  if (code.startsWith('BEN_')) return `${possessive(beneficiary)} ${lowerFirst(doc.meaning.replace(/^Beneficiary /, ''))}`;
  if (code === 'FORM_I94_RECORD') return `${possessive(beneficiary)} ${lowerFirst(doc.meaning)}`;
  return doc.meaning;
}

/** The tooltip text: what the document is, with its age limit when the catalogue gives one. */
export function documentDescription(doc: SupportingDocument): string {
  return `${doc.meaning}${doc.ageHint ? `, ${doc.ageHint}` : ''}. Upload a clear scan or photo of every page (${doc.group}).`;
}
