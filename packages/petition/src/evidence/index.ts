export { evidenceFor, evidenceStatus, evidenceKinds, type EvidenceOptions } from './evaluate.ts';
export { selectEvidence, evidenceKindsFor } from './select.ts';
export { evidenceFacts, NAME_CHANGE_OPTIONS } from './facts.ts';
export { draftedLetters } from './letters.ts';
export { multipleFilerCheck, priorPetitions, type MultipleFilerCheck, type PriorApproval } from './multiple-filer.ts';
export { REQUIREMENTS as EVIDENCE_REQUIREMENTS } from './requirements/index.ts';
export { INSTRUCTIONS as I129F_INSTRUCTIONS, SOURCES as EVIDENCE_SOURCES } from './sources.ts';
export type {
  Alternative, AppliedRequirement, Concerns, DraftedLetter, EvidenceFacts, EvidenceRequirement, EvidenceUpload, FormRule, FormRuleId, Need,
  NameChangeReason, RequirementId, RequirementStatus, Source as EvidenceSource,
} from './types.ts';
