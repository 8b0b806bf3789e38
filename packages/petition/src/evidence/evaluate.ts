import type { InterviewState } from '../engine/types.ts';
import type { TextParam, TextRef } from '../readiness/types.ts';
import { holds } from './facts.ts';
import { selectEvidence, uploadKinds, type EvidenceOptions, type Selected } from './select.ts';
import { englishText } from './text.ts';
import type { AppliedRequirement, DraftedLetter, EvidenceUpload, RequirementStatus } from './types.ts';

export type { EvidenceOptions };

const real = (v: string | undefined) => (v && !/^n\/a$/i.test(v.trim()) ? v.trim() : '');
const word = (key: 'petitioner' | 'beneficiary'): TextRef => ({ ns: 'documents', key: `evidence.words.${key}` });

/** The names the texts use: the answers' given and family names, else the setup names, else 'the petitioner' / 'the beneficiary'. */
function namesOf(state: InterviewState): { petitioner: TextParam; beneficiary: TextParam } {
  const a = state.answers;
  const n = state.names;
  const pet = [real(a['pet.name.given']) || real(n.petitionerFirstName), real(a['pet.name.family']) || real(n.petitionerLastName)].filter(Boolean).join(' ');
  const ben = [real(a['ben.name.given']) || real(n.beneficiaryFirstName), real(a['ben.name.family']) || real(n.beneficiaryLastName)].filter(Boolean).join(' ');
  return { petitioner: pet || word('petitioner'), beneficiary: ben || word('beneficiary') };
}

function apply({ requirement: r, alternatives, facts }: Selected, params: Readonly<Record<string, TextParam>>): AppliedRequirement {
  const kinds = r.alternatives.flatMap((o) => (o.alternative.type === 'upload' ? [o.alternative.kind] : []));
  const refused = r.alternatives.flatMap((o) => (o.alternative.type === 'upload' && o.valid && !holds(o.valid, facts) ? [o.alternative.kind] : []));
  const accepts = [...new Set([...kinds, ...(r.alsoAccepts ?? [])])].filter((k) => !refused.includes(k));
  const title: TextRef = { ns: 'documents', key: `evidence.requirements.${r.id}.title`, params };
  const proves: TextRef = { ns: 'documents', key: `evidence.requirements.${r.id}.proves`, params };
  return {
    id: r.id,
    concerns: r.concerns,
    need: r.need,
    alternatives,
    accepts,
    needed: r.onePer ? Math.max(1, facts[r.onePer]) : 1,
    source: r.source,
    rules: r.rules,
    title: englishText(title),
    proves: englishText(proves),
    texts: { title, proves },
    params,
  };
}

/**
 * The evidence this petition needs, in packet order: every requirement whose condition holds on the current answers
 * (and, for the multiple-filer rule, on the filing date), with its texts. Nothing before the petition has begun.
 */
export function evidenceFor(state: InterviewState, o: EvidenceOptions = {}): AppliedRequirement[] {
  const params = namesOf(state);
  return selectEvidence(state, o).map((s) => apply(s, params));
}

/**
 * Each requirement with whether it is satisfied and by what: original (not translated) uploads of an accepted kind, as
 * many as it needs (one per previous marriage for those requirements, else any one),
 * or a drafted letter among `letters` (the letters the caller will include, e.g. the packet's) when the requirement
 * offers it. A translation alone satisfies nothing.
 */
export function evidenceStatus<U extends EvidenceUpload>(
  applied: readonly AppliedRequirement[],
  uploads: readonly U[],
  o: { readonly letters?: readonly DraftedLetter[] } = {},
): RequirementStatus<U>[] {
  return applied.map((requirement) => {
    const matched = uploads.filter((u) => !u.isTranslated && u.documentId !== null && requirement.accepts.includes(u.documentId));
    const letters = requirement.alternatives.flatMap((a) => (a.type === 'letter' && o.letters?.includes(a.letter) ? [a.letter] : []));
    return { requirement, satisfied: matched.length >= requirement.needed || letters.length > 0, uploads: matched, letters };
  });
}

/** The upload kinds the requirements offer, in order, once each (what `state.requiredDocuments` holds since issue 20). */
export const evidenceKinds = (applied: readonly AppliedRequirement[]): number[] => uploadKinds(applied.map((r) => r.alternatives));
