/** The public landing page at / (spec §1 tagline and scope; see docs/spec-deviations.md for the claims left out). */
export const home = {
  accountNav: 'Account',
  logIn: 'Log in',
  start: 'Start',
  tagline: 'Make legal paperwork easy and stress-free',
  lead: 'Prepare the U.S. fiancé(e) visa petition (Form I-129F) through a guided interview, one question at a time.',
  scope: 'Covers family-based immigration: the petition for a fiancé(e) (K-1) or a spouse waiting abroad (K-3).',
  does: {
    title: 'What it does',
    interview: 'Asks the questions of Form I-129F in plain language, one at a time, and checks each answer as you go.',
    form: 'Fills in the official form in English and tells you when an answer must be written in English, such as names as on the passport.',
    documents: 'Lists the supporting documents your case needs and lets you upload them.',
    review: 'Gives you the completed PDF to review, print and sign.',
  },
  doesNot: {
    title: 'What it does not do',
    file: 'It does not file the petition: you or your lawyer review it, sign it and send it to USCIS.',
    lawyer: 'It is not a lawyer and does not give legal advice. If your case is complicated, talk to an immigration attorney.',
  },
  have: {
    title: 'What to have at hand',
    passports: 'Your passport and your fiancé(e)’s passport.',
    birth: 'Your birth certificate, or your naturalization or citizenship certificate.',
    marriages: 'Divorce decrees, annulments or death certificates for any earlier marriage of either of you.',
    history: 'Your addresses and jobs for the last 5 years, and your fiancé(e)’s.',
    met: 'Proof that you met in person in the last 2 years: photos, tickets, travel records.',
  },
  time: {
    title: 'How long it takes',
    text: 'Set aside one or more sittings. Your answers are saved as you go, so you can stop at any question and continue later on any device.',
  },
  protect: {
    title: 'How your data is protected',
    encrypted: 'Your answers and documents are encrypted at rest on the server.',
    audit: 'Every time someone opens or changes your case, it is recorded in an activity log you can read.',
    control: 'You can export all your data or delete your account at any time.',
  },
};
