import { supportingDocument } from '../documents/catalogue.ts';
import { requiredDocuments } from '../engine/documents.ts';
import { createInterviewState } from '../engine/state.ts';
import type { InterviewState } from '../engine/types.ts';
import { evidenceFor } from '../evidence/evaluate.ts';
import type { UploadSummary } from './types.ts';
import { K1 } from '../questionnaire/questions.ts';
import { SECTIONS } from '../sections/index.ts';

/**
 * A finished K-1 interview as the readiness rules read it (the K1_COUPLE transcript's answers, written out so
 * these tests do not move with section edits): U.S.-born single petitioner in Illinois, single beneficiary in Kazan.
 */
export function readyK1State(): InterviewState {
  const state = createInterviewState({
    asOf: '06/01/2025',
    names: { petitionerFirstName: 'John', petitionerLastName: 'Smith', beneficiaryFirstName: 'Olga', beneficiaryLastName: 'Ivanova' },
    questionnaire: {
      petitionerOtherNames: 'No', petitionerMaritalStatus: 'Single', citizenshipMethod: 'Birth in the United States', filedI129F: 'No', petitionerChildren: 'No',
      beneficiaryOtherNames: 'No', beneficiaryMaritalStatus: 'Single', beneficiaryInUS: 'No', beneficiaryHasChildren: 'No', metInPerson: 'Yes', metThroughIMB: 'No',
      protectionOrder: 'No', beneficiaryCrimes: 'No', classificationBeneficiary: K1, filedFormI130: 'No', beneficiaryChildCount: '0',
    },
  });
  state.answers = {
    'pet.name.given': 'John', 'pet.name.middle': 'N/A', 'pet.name.family': 'Smith', 'pet.email': 'john.smith@example.com', 'pet.mobile': '217-555-0100',
    'ben.name.given': 'Olga', 'ben.name.middle': 'N/A', 'ben.name.family': 'Ivanova',
    'elig.citizen': 'Yes', 'elig.married': 'No', 'elig.freeToMarry': 'Yes', 'elig.intent': 'Yes', 'elig.met': 'Yes',
    'elig.meetingDescription': 'We met in Kazan, Russia, on 05/10/2024 and spent two weeks together.',
    'crime.abuse': 'No', 'crime.violent': 'No', 'crime.drugs': 'No', 'crime.arrested': 'No',
    'pet.citizenship.method': 'Birth in the United States', 'pet.uscisAccount.has': 'No', 'pet.uscisAccount': 'N/A',
    'pet.birthDate': '04/12/1988', 'pet.gender': 'Male', 'pet.maritalStatus': 'Single', 'pet.previouslyMarried': 'No',
    'pet.birth.city': 'Springfield', 'pet.birth.country': 'USA',
    'pet.address.1.street': '100 Main St', 'pet.address.1.unitType': 'Apartment', 'pet.address.1.unitNumber': '3B', 'pet.address.1.city': 'Springfield',
    'pet.address.1.country': 'USA', 'pet.address.1.state': 'IL', 'pet.address.1.zip': '62701', 'pet.address.1.from': '01/15/2015', 'pet.address.1.to': 'PRESENT',
    'pet.children.has': 'No',
    'pet.employment.has': 'Yes', 'pet.employer.1.name': 'Acme Corp', 'pet.employer.1.occupation': 'Engineer', 'pet.employer.1.start': '03/01/2015', 'pet.employer.1.end': 'PRESENT',
    'pet.priorPetition.has': 'No', 'pet.multipleFiler': 'No', 'ben.imb.used': 'No',
    'ben.aNumber': 'N/A', 'ben.birthDate': '07/08/1995', 'ben.gender': 'Female', 'ben.maritalStatus': 'Single',
    'ben.birth.city': 'Kazan', 'ben.birth.country': 'Russia', 'ben.citizenship': 'Russia', 'ben.livesInUS': 'No',
    'ben.address.1.street': 'ul. Lenina 10', 'ben.address.1.unitType': 'Apartment', 'ben.address.1.unitNumber': '15', 'ben.address.1.city': 'Kazan',
    'ben.address.1.country': 'Russia', 'ben.address.1.province': 'Tatarstan', 'ben.address.1.postal': '420111', 'ben.address.1.from': '01/01/2018', 'ben.address.1.to': 'PRESENT',
    'ben.employment.has': 'Yes', 'ben.employer.1.name': 'Kazan University', 'ben.employer.1.occupation': 'Teacher', 'ben.employer.1.start': '09/01/2017', 'ben.employer.1.end': 'PRESENT',
    'ben.children.has': 'No', 'ben.previouslyMarried': 'No', 'ben.inUS': 'No', 'ben.everInUS': 'No', 'ben.passport.expiry': '03/15/2031',
    'ben.consulate.city': 'Moscow', 'ben.consulate.country': 'Russia',
  };
  state.requiredDocuments = requiredDocuments(state);
  // Every section finished (the rules read only `completed`, `outcome`, `stepId` and `loops`).
  for (const def of SECTIONS) if (def.id !== 0) state.sections[String(def.id)] = { stepId: null, completed: true, outcome: 'green', loops: {}, log: [], messages: [], applied: [], seq: 0 };
  return state;
}

/**
 * Every document a petition's evidence calls for, uploaded: the first kind each requirement offers (the U.S. passport
 * for citizenship, both photos, the meeting evidence, both signed intent statements, the beneficiary's passport …),
 * with a translation where the document comes from the beneficiary's country.
 */
export function uploadsFor(state: InterviewState, filingDate = '06/01/2025'): UploadSummary[] {
  const kinds = evidenceFor(state, { filingDate }).flatMap((r) => r.alternatives.flatMap((a) => (a.type === 'upload' ? [a.kind] : [])).slice(0, 1));
  // A document issued in the beneficiary's country goes with its English translation.
  return kinds.flatMap((documentId) => [{ documentId, isTranslated: false }, ...(supportingDocument(documentId)?.issuedAbroad ? [{ documentId, isTranslated: true }] : [])]);
}
