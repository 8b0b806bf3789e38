import type { TextParam, TextRef } from '../readiness/types.ts';

/** Whom a piece of evidence is about. */
export type Concerns = 'petitioner' | 'beneficiary' | 'both';

/**
 * How strongly the instructions ask for it: 'required' — USCIS rejects or asks for it (a readiness error when missing);
 * 'expected' — asked for in the situation, but not a ground for rejection (a warning); 'recommended' — good practice,
 * listed on the documents page, never a finding.
 */
export type Need = 'required' | 'expected' | 'recommended';

/** The letters the product drafts (packages/petition/src/letters) that can stand for an upload. */
export type DraftedLetter = 'intent-petitioner' | 'intent-beneficiary' | 'waiver';

/** One thing that satisfies a requirement: an upload of a document kind (catalogue id), or a letter the product drafts. */
export type Alternative = { readonly type: 'upload'; readonly kind: number } | { readonly type: 'letter'; readonly letter: DraftedLetter };

/** Where the requirement comes from. `page` is the printed page when established, otherwise the best known one. */
export interface Source {
  readonly document: string;
  readonly heading: string;
  readonly page: string;
  /** false: the page number could not be checked against the printed edition (the heading is the reference). */
  readonly pageEstablished: boolean;
  /** Statute or regulation behind it, when there is one. */
  readonly law?: string;
}

/** A rule of form the document must follow (texts: documents.evidence.rules.<id>, with params). */
export type FormRuleId = 'copies' | 'translation' | 'signed' | 'notNotarized' | 'photo' | 'meetingWithin' | 'certified' | 'unexpired' | 'biographicPage' | 'original';
export interface FormRule {
  readonly id: FormRuleId;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** The facts about the petition the requirements' conditions read (evidence/facts.ts derives them from the state). */
export interface EvidenceFacts {
  readonly started: boolean;
  readonly classification: 'K-1' | 'K-3' | null;
  readonly citizenshipMethod: 'birth' | 'parents' | 'naturalization' | null;
  readonly petitionerPreviouslyMarried: boolean;
  readonly beneficiaryPreviouslyMarried: boolean;
  readonly petitionerNameChange: NameChangeReason | null;
  readonly beneficiaryNameChange: NameChangeReason | null;
  /** 'met': met in person (K-1 meeting rule); 'exemption': asks for the customs or hardship exemption. */
  readonly meeting: 'met' | 'exemption' | null;
  readonly metThroughBroker: boolean;
  /** Yes to a protection order or an IMBRA crime (Part 3 items 1–2.c). */
  readonly imbraCrimes: boolean;
  readonly multipleFilerWaiver: boolean;
  readonly beneficiaryInUS: boolean;
  /** The petitioner's U.S. passport (section 4) expired before the filing date (else the interview's date). */
  readonly petitionerPassportExpired: boolean;
  /** How many previous marriages the answers list (previous spouses named in sections 7 and 20; 0 before they are). */
  readonly petitionerPriorMarriages: number;
  readonly beneficiaryPriorMarriages: number;
}

/** Why a name on the evidence differs from the name on the petition (the answer 'name change reason'). */
export type NameChangeReason = 'marriage' | 'divorce' | 'adoption' | 'court';

type BooleanFact = { [K in keyof EvidenceFacts]: EvidenceFacts[K] extends boolean ? K : never }[keyof EvidenceFacts];
type ValueFact = Exclude<keyof EvidenceFacts, BooleanFact>;

/** A condition on the facts, as data (formbricks-style): a boolean fact, a fact's value, or all/any/not of them. */
export type FactCondition =
  | { readonly fact: BooleanFact }
  | { readonly [K in ValueFact]: { readonly fact: K; readonly in: readonly NonNullable<EvidenceFacts[K]>[] } }[ValueFact]
  | { readonly all: readonly FactCondition[] }
  | { readonly any: readonly FactCondition[] }
  | { readonly not: FactCondition };

export type RequirementId =
  | 'citizenship'
  | 'photo-petitioner'
  | 'photo-beneficiary'
  | 'k3-i130-receipt'
  | 'k3-marriage'
  | 'prior-marriages-petitioner'
  | 'prior-marriages-beneficiary'
  | 'name-change-petitioner'
  | 'name-change-beneficiary'
  | 'meeting'
  | 'meeting-exemption'
  | 'intent-petitioner'
  | 'intent-beneficiary'
  | 'imb'
  | 'criminal-records'
  | 'multiple-filer-waiver'
  | 'beneficiary-passport'
  | 'i94';

/** One alternative as a requirement lists it: shown only when `when` holds (e.g. the naturalization certificate for a naturalized petitioner). */
export interface OfferedAlternative {
  readonly alternative: Alternative;
  readonly when?: FactCondition;
  /**
   * The alternative satisfies the requirement (and is offered) only while this holds: an expired U.S. passport proves no
   * citizenship. Unlike `when`, which only decides what is offered, a failed `valid` refuses uploads of that kind.
   */
  readonly valid?: FactCondition;
}

/** A requirement as data: what it proves, whom it concerns, what satisfies it, when it applies, its source and rules of form. */
export interface EvidenceRequirement {
  readonly id: RequirementId;
  readonly concerns: Concerns;
  readonly need: Need;
  readonly when: FactCondition | 'always';
  /** 'One of': any one satisfies the requirement. Listed in the order the documents page offers them. */
  readonly alternatives: readonly OfferedAlternative[];
  /** Kinds that also satisfy it though no longer offered (files uploaded under an earlier, broader kind). */
  readonly alsoAccepts?: readonly number[];
  readonly source: Source;
  readonly rules: readonly FormRule[];
  /** One satisfying upload per counted entry (each previous marriage needs its own proof that it ended); default one. */
  readonly onePer?: 'petitionerPriorMarriages' | 'beneficiaryPriorMarriages';
}

/** A requirement that applies to this petition, with its texts filled in (names, dates). */
export interface AppliedRequirement {
  readonly id: RequirementId;
  readonly concerns: Concerns;
  readonly need: Need;
  /** The alternatives offered for this petition, in order; any one satisfies the requirement. */
  readonly alternatives: readonly Alternative[];
  /** Every upload kind that satisfies it (the offered ones and `alsoAccepts`, less any whose `valid` fails). */
  readonly accepts: readonly number[];
  /** How many uploads satisfy it: 1, or one per previous marriage (`onePer`). */
  readonly needed: number;
  readonly source: Source;
  readonly rules: readonly FormRule[];
  /** English exhibit title ('Proof of U.S. citizenship of John Smith') and what it proves; `texts` for other languages. */
  readonly title: string;
  readonly proves: string;
  readonly texts: { readonly title: TextRef; readonly proves: TextRef };
  readonly params: Readonly<Record<string, TextParam>>;
}

/** An upload as the evidence model sees it: its kind (catalogue id) and whether it is a translation. */
export interface EvidenceUpload {
  readonly documentId: number | null;
  readonly isTranslated: boolean;
}

/** Whether a requirement is met, and by what. */
export interface RequirementStatus<U extends EvidenceUpload = EvidenceUpload> {
  readonly requirement: AppliedRequirement;
  readonly satisfied: boolean;
  /** The original (not translated) uploads of an accepted kind. */
  readonly uploads: readonly U[];
  /** Drafted letters standing for an upload (only those the caller says are available). */
  readonly letters: readonly DraftedLetter[];
}
