/** Statements the client agrees to before starting (spec §2 'Quick Housekeeping'): keys of welcome.consent.statements. */
export const CONSENT_STATEMENTS = ['advice', 'truthful', 'storage'] as const;

/** The five steps shown on the intro (spec §2): keys of welcome.intro.steps. */
export const INTRO_STEPS = ['signUp', 'upload', 'answer', 'evaluation', 'submission'] as const;
