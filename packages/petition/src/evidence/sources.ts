import type { FormRule, Source } from './types.ts';

/**
 * The edition the product fills (guide i-129f-field-map.md: edition 01/20/25). Headings are the instructions' own; the
 * printed page numbers could not be checked against that edition's PDF (no copy of the instructions is stored here),
 * so each page is the best known one and marked `pageEstablished: false`: the heading is the reference.
 */
export const INSTRUCTIONS = 'Form I-129F Instructions (edition 01/20/25)';

const at = (heading: string, page: string, law?: string): Source => ({ document: INSTRUCTIONS, heading, page, pageEstablished: false, ...(law ? { law } : {}) });

export const SOURCES = {
  citizenship: at('What Evidence Must You Submit — Evidence of U.S. citizenship', '8', '8 CFR 214.2(k)(1); 8 CFR 204.1(g)'),
  photos: at('What Evidence Must You Submit — Passport-style photographs', '8'),
  priorMarriages: at('What Evidence Must You Submit — Evidence that any prior marriages have ended', '8', '8 CFR 214.2(k)(1)'),
  nameChange: at('What Evidence Must You Submit — Evidence of legal name change', '9'),
  meeting: at('Who May File Form I-129F; What Evidence Must You Submit — Evidence of an in-person meeting', '1, 9', 'INA 214(d)(1); 8 CFR 214.2(k)(2)'),
  intent: at('What Evidence Must You Submit — Evidence of intent to marry within 90 days', '9', 'INA 214(d)(1)'),
  k3: at('What Evidence Must You Submit — K-3 spouse: marriage certificate and Form I-130 receipt notice (Form I-797)', '9', '8 CFR 214.2(k)(7)'),
  imb: at('Specific Instructions — Part 2, Item Numbers 55–61, International marriage broker', '6', '8 U.S.C. 1375a(d)'),
  criminal: at('Specific Instructions — Part 3, Item Numbers 1–2.c, Criminal information', '7', '8 U.S.C. 1375a(a)(5)(A)'),
  multipleFiler: at('Specific Instructions — Part 3, Item Number 5, Multiple filer waiver request', '7', '8 U.S.C. 1184(d)(2)(A), (r)'),
  passport: at('Specific Instructions — Part 2, Item Numbers 38.e–38.h, Passport or travel document', '6'),
  i94: at('Specific Instructions — Part 2, Item Numbers 38.a–38.d, Arrival-Departure Record (Form I-94)', '6'),
} as const satisfies Record<string, Source>;

/** Rules of form every copy of a document follows (General Instructions: 'Copies', 'Translations'). */
export const COPIES: FormRule = { id: 'copies' };
export const TRANSLATION: FormRule = { id: 'translation', params: { law: '8 CFR 103.2(b)(3)' } };
