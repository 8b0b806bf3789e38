import { z } from 'zod';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import type { SectionId } from '../engine/types.ts';
import type { BeneficiarySectionStatus, BeneficiarySectionView } from '../beneficiary/overview.ts';
import { zEmail, zFullName, zPassword } from './auth.ts';
import type { PetitionLoadResponse } from './petition.ts';

/**
 * The beneficiary answers her own part (issue 24): payloads shared by the server and the web app
 * (import as '@i129f/petition/api/beneficiary.ts'). The petitioner invites her by e-mail; the mailed link carries
 * the token in the URL fragment and the web app sends it in the X-Beneficiary-Token header.
 */

/** How long a mailed link works: 14 days, single use. */
export const BENEFICIARY_INVITATION_TTL_MS = 14 * 24 * 3600_000;
export const BENEFICIARY_TOKEN_HEADER = 'X-Beneficiary-Token';
export const BENEFICIARY_COMMENT_MAX = 2000;

export const ZBeneficiaryInvite = z
  .object({
    email: zEmail,
    fullName: z.string().trim().min(1, 'Please enter a name.').pipe(zFullName),
    /** The language of the mail and of her pages until she picks another. */
    language: z.enum(LANGUAGES).default('en'),
  })
  .strict();
export type BeneficiaryInvite = z.input<typeof ZBeneficiaryInvite>;

export const ZBeneficiaryAccept = z.object({ password: zPassword, language: z.enum(LANGUAGES).optional() }).strict();
export type BeneficiaryAccept = z.infer<typeof ZBeneficiaryAccept>;

const key = z.string().trim().min(1).max(200).regex(/^[A-Za-z0-9_.-]+$/, 'Not an answer key.');
const sectionId = z.number().int().min(0).max(21);

/** The petitioner asks her to change one answer; the comment takes her to that question. */
export const ZBeneficiaryChangeRequest = z
  .object({
    sectionId,
    answerKey: key,
    body: z.string().trim().min(1, 'Write the comment.').max(BENEFICIARY_COMMENT_MAX, `At most ${BENEFICIARY_COMMENT_MAX} characters.`),
  })
  .strict();
export type BeneficiaryChangeRequest = z.infer<typeof ZBeneficiaryChangeRequest>;

/** Both answered an item differently: whose answer the form gets. */
export const ZBeneficiaryChoice = z.object({ answerKey: key, keep: z.enum(['hers', 'his']) }).strict();
export type BeneficiaryChoice = z.infer<typeof ZBeneficiaryChoice>;

export const ZBeneficiarySectionParam = z.object({ sectionId: z.coerce.number().int().min(0).max(21) });

export const BENEFICIARY_LINK_STATUSES = ['invited', 'active', 'revoked', 'expired'] as const;
export type BeneficiaryLinkStatus = (typeof BENEFICIARY_LINK_STATUSES)[number];

/** The petitioner's invitation of his beneficiary, as he sees it. */
export interface BeneficiaryLinkInfo {
  id: string;
  status: BeneficiaryLinkStatus;
  email: string;
  fullName: string;
  language: Language;
  createdAt: number;
  expiresAt: number;
  acceptedAt: number | null;
  revokedAt: number | null;
}

/** One change the petitioner asked for. */
export interface BeneficiaryRequestInfo {
  id: string;
  sectionId: SectionId;
  answerKey: string;
  /** The question's short English label. */
  label: string;
  body: string;
  createdAt: number;
  /** Set when she changed that answer (or he confirmed the section). */
  resolvedAt: number | null;
}

/** POST /api/beneficiary/invitation/check: what her accept page shows. */
export interface BeneficiaryInvitationCheck {
  email: string;
  fullName: string;
  petitionerName: string;
  language: Language;
}

/** GET /api/beneficiary/petition: her draft (the chat's petition), her sections and what the petitioner asked. */
export interface BeneficiaryPetitionResponse extends PetitionLoadResponse {
  /** Of the petitioner she sees only his name. */
  petitioner: { fullName: string };
  sections: Array<{ id: SectionId; status: BeneficiarySectionStatus }>;
  requests: BeneficiaryRequestInfo[];
}

/** GET /api/beneficiary/answers: her part as the petitioner reviews it. */
export interface BeneficiaryAnswersResponse {
  link: BeneficiaryLinkInfo | null;
  sections: BeneficiarySectionView[];
  requests: BeneficiaryRequestInfo[];
  /** The petition is approved by the firm: nothing can be confirmed or changed until it is re-opened. */
  locked: boolean;
}

/** POST /api/beneficiary/sections/{id}/confirm. */
export interface BeneficiaryConfirmResponse {
  sectionId: SectionId;
  /** The petition's new version. */
  version: number;
  /** The confirmed answers complete the section in the petition (else it waits for the petitioner's answers). */
  complete: boolean;
}
