import { STATE_VERSION, type BenPetNames, type InterviewState } from './types.ts';

export const EMPTY_NAMES: BenPetNames = {
  petitionerFirstName: '',
  petitionerSecondName: '',
  petitionerLastName: '',
  beneficiaryFirstName: '',
  beneficiarySecondName: '',
  beneficiaryLastName: '',
};

export interface CreateStateOptions {
  /** Today as MM/DD/YYYY (the caller reads the clock once; the engine never does). */
  asOf: string;
  names?: Partial<BenPetNames>;
  questionnaire?: Record<string, string>;
  /** Answers known before the chat (e.g. setup names, see setup/); keys are answer keys. */
  answers?: Record<string, string>;
  requiredDocuments?: number[];
  /** Documents were processed: section 0 must be passed before section 1 opens. */
  autoExtractionRequired?: boolean;
}

/** A new, empty interview state (plain JSON). */
export function createInterviewState(options: CreateStateOptions): InterviewState {
  return {
    version: STATE_VERSION,
    asOf: options.asOf,
    names: { ...EMPTY_NAMES, ...options.names },
    questionnaire: { ...options.questionnaire },
    answers: { ...options.answers },
    seed: { ...options.answers },
    extracted: {},
    autoExtractionRequired: options.autoExtractionRequired ?? false,
    sections: {},
    progress: 0,
    progressBarStep: 0,
    requiredDocuments: [...(options.requiredDocuments ?? [])],
  };
}
