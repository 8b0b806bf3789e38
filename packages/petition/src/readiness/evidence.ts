import { evidenceFor, evidenceStatus } from '../evidence/evaluate.ts';
import { evidenceFacts } from '../evidence/facts.ts';
import { draftedLetters } from '../evidence/letters.ts';
import type { AppliedRequirement, RequirementId } from '../evidence/types.ts';
import { finding } from './finding.ts';
import { meetingExemptionFinding } from './meeting.ts';
import type { Finding, ReadinessInput, ReadinessRule, TextRef } from './types.ts';
import { uploadFix } from './upload-fix.ts';
import { criminalRecordsFinding, imbFinding, multipleFilerFinding } from './waivers.ts';

const kindName = (kind: number): TextRef => ({ ns: 'documents', key: `catalogue.titles.d${kind}` });
const sourceText = (r: AppliedRequirement): TextRef => ({
  ns: 'documents',
  key: r.source.pageEstablished ? 'evidence.source' : 'evidence.sourceBestKnown',
  params: { document: r.source.document, heading: r.source.heading, page: r.source.page },
});

/** The documents that would satisfy a requirement (its offered uploads), and why it is asked (what it proves, its source). */
const alternativesOf = (r: AppliedRequirement): TextRef[] => r.alternatives.flatMap((a) => (a.type === 'upload' ? [kindName(a.kind)] : []));
const whyOf = (r: AppliedRequirement) => ({ proves: r.texts.proves, source: sourceText(r) });
const severityOf = (r: AppliedRequirement) => (r.need === 'required' ? 'error' : 'warning');

/** A required (error) or expected (warning) requirement nothing satisfies: what it is, which documents would do, and why. */
function missing(r: AppliedRequirement): Finding {
  const alternatives = alternativesOf(r);
  const params = { requirement: r.texts.title, alternatives };
  return finding('document-missing', severityOf(r), uploadFix(r), { wording: alternatives.length > 1 ? 'oneOf' : 'message', params, whyParams: whyOf(r) });
}

/**
 * Proof of citizenship: when the petitioner's U.S. passport expired before the filing date, the finding says so (an
 * uploaded passport then satisfies nothing, and 'missing' would read as if it had never been uploaded).
 */
function citizenshipFinding(r: AppliedRequirement, input: ReadinessInput): Finding {
  if (!evidenceFacts(input.state, { filingDate: input.filingDate }).petitionerPassportExpired) return missing(r);
  const params = { expiry: input.state.answers['pet.passport.expiry']!, filing: input.filingDate, alternatives: alternativesOf(r) };
  return finding('citizenship-passport-expired', 'error', uploadFix(r), { params, whyParams: whyOf(r) });
}

/** Some but not all of the documents a requirement needs one of per previous marriage: how many are there and needed. */
function partly(r: AppliedRequirement, uploaded: number): Finding {
  const params = { requirement: r.texts.title, alternatives: alternativesOf(r), uploaded, needed: r.needed };
  return finding('document-missing', severityOf(r), uploadFix(r), { wording: 'onePerMarriage', params, whyParams: whyOf(r) });
}

type Builder = (r: AppliedRequirement, input: ReadinessInput) => Finding;
/** Requirements whose finding has a text of its own (the rule it enforces, with its dates); the others read 'missing'. */
const OWN_FINDING: Partial<Record<RequirementId, Builder>> = {
  citizenship: citizenshipFinding,
  'multiple-filer-waiver': multipleFilerFinding,
  imb: imbFinding,
  'criminal-records': criminalRecordsFinding,
  'meeting-exemption': meetingExemptionFinding,
};

/**
 * The evidence model against the uploads (issue 20): one finding per required or expected requirement that no upload
 * and no drafted letter satisfies — a 'one of' group is met by any one of its documents, and nothing the answers do
 * not call for is asked. Recommended evidence is never a finding.
 */
export const evidenceRule: ReadinessRule = (input) => {
  const applied = evidenceFor(input.state, { filingDate: input.filingDate });
  return evidenceStatus(applied, input.uploads, { letters: draftedLetters(input.state) })
    .filter((s) => !s.satisfied && s.requirement.need !== 'recommended')
    .map((s) => (s.uploads.length > 0 && !s.letters.length ? partly(s.requirement, s.uploads.length) : (OWN_FINDING[s.requirement.id] ?? missing)(s.requirement, input)));
};
