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

/** A required (error) or expected (warning) requirement nothing satisfies: what it is, which documents would do, and why. */
function missing(r: AppliedRequirement): Finding {
  const kinds = r.alternatives.flatMap((a) => (a.type === 'upload' ? [kindName(a.kind)] : []));
  const params = { requirement: r.texts.title, alternatives: kinds };
  const whyParams = { proves: r.texts.proves, source: sourceText(r) };
  return finding('document-missing', r.need === 'required' ? 'error' : 'warning', uploadFix(r), { wording: kinds.length > 1 ? 'oneOf' : 'message', params, whyParams });
}

/**
 * Proof of citizenship: when the petitioner's U.S. passport expired before the filing date, the finding says so (an
 * uploaded passport then satisfies nothing, and 'missing' would read as if it had never been uploaded).
 */
function citizenshipFinding(r: AppliedRequirement, input: ReadinessInput): Finding {
  const expiry = input.state.answers['pet.passport.expiry'];
  if (!expiry || !input.filingDate || !evidenceFacts(input.state, { filingDate: input.filingDate }).petitionerPassportExpired) return missing(r);
  const alternatives = r.alternatives.flatMap((a) => (a.type === 'upload' ? [kindName(a.kind)] : []));
  return finding('citizenship-passport-expired', 'error', uploadFix(r), {
    params: { expiry, filing: input.filingDate, alternatives },
    whyParams: { proves: r.texts.proves, source: sourceText(r) },
  });
}

/** Some but not all of the documents a requirement needs one of per previous marriage: how many are there and needed. */
function partly(r: AppliedRequirement, uploaded: number): Finding {
  const kinds = r.alternatives.flatMap((a) => (a.type === 'upload' ? [kindName(a.kind)] : []));
  return finding('document-missing', r.need === 'required' ? 'error' : 'warning', uploadFix(r), {
    wording: 'onePerMarriage',
    params: { requirement: r.texts.title, alternatives: kinds, uploaded, needed: r.needed },
    whyParams: { proves: r.texts.proves, source: sourceText(r) },
  });
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
