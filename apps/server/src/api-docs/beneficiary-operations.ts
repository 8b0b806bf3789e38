import { z } from 'zod';
import { ZLoginResponse } from '@i129f/petition/api/accounts.ts';
import {
  BENEFICIARY_LINK_STATUSES,
  ZBeneficiaryAccept,
  ZBeneficiaryChangeRequest,
  ZBeneficiaryChoice,
  ZBeneficiaryInvite,
} from '@i129f/petition/api/beneficiary.ts';
import { ZChangesRequest } from '@i129f/petition/api/petition.ts';
import { LANGUAGES } from '@i129f/petition/i18n/languages.ts';
import type { OperationTable } from './operation.ts';

const ZLink = z.object({
  id: z.string(),
  status: z.enum(BENEFICIARY_LINK_STATUSES),
  email: z.string(),
  fullName: z.string(),
  language: z.enum(LANGUAGES),
  createdAt: z.number(),
  expiresAt: z.number(),
  acceptedAt: z.number().nullable(),
  revokedAt: z.number().nullable(),
});

const HER = 'Only the signed-in beneficiary (her access not revoked: 410 ACCESS_ENDED); anyone else 403.';
const HIS = 'Only the signed-in petitioner (a client account), about his own petition: no email in the path.';

/** The beneficiary's part (issue 24): every route of beneficiary/. */
export const BENEFICIARY_OPERATIONS: OperationTable = {
  'POST /api/beneficiary/invitation': {
    summary: 'Invite the beneficiary to answer her part',
    description: `${HIS} Mails a single-use link valid 14 days in the chosen language (then the other); an earlier pending invitation stops working. 409 ALREADY_LINKED while she has access.`,
    tag: 'beneficiary',
    auth: 'session',
    body: ZBeneficiaryInvite,
    ok: { status: 201, description: 'The invitation.', schema: z.object({ link: ZLink }) },
    errors: [409, 429],
  },
  'GET /api/beneficiary/link': {
    summary: "The petitioner's latest invitation of the beneficiary",
    description: HIS,
    tag: 'beneficiary',
    auth: 'session',
    ok: { description: 'The invitation and its status (invited, active, revoked, expired), or null.', schema: z.object({ link: ZLink.nullable() }) },
  },
  'DELETE /api/beneficiary/link': {
    summary: "Revoke the invitation or the beneficiary's access",
    description: `${HIS} Her sessions end; her routes answer 410 ACCESS_ENDED.`,
    tag: 'beneficiary',
    auth: 'session',
    ok: { description: 'Revoked.', schema: z.object({ revoked: z.literal(true) }) },
    errors: [404],
  },
  'GET /api/beneficiary/answers': {
    summary: "The beneficiary's answers beside the petitioner's",
    description: `${HIS} Each of her sections with its status (not_started, in_progress, answered, changes_requested, confirmed), her answers, his, and the items both answered differently.`,
    tag: 'beneficiary',
    auth: 'session',
    ok: { description: 'The link, her sections and the change requests.' },
  },
  'POST /api/beneficiary/sections/:sectionId/confirm': {
    summary: 'Confirm one of her sections: her answers reach the petition',
    description: `${HIS} The section is run again on his petition by the interview engine with her answers (his where he chose his); saved with her as the answers' author. 409 CHOICE_REQUIRED while an item both answered differently has no choice; 409 PETITION_LOCKED when approved.`,
    tag: 'beneficiary',
    auth: 'session',
    ok: { description: 'The new petition version, and whether the section is complete in it.', schema: z.object({ sectionId: z.number().int(), version: z.number().int(), complete: z.boolean() }) },
    errors: [404, 409, 503],
  },
  'POST /api/beneficiary/requests': {
    summary: 'Ask the beneficiary to change one answer',
    description: `${HIS} The comment links her to that question; it is resolved when she changes the answer or he confirms the section. She is mailed.`,
    tag: 'beneficiary',
    auth: 'session',
    body: ZBeneficiaryChangeRequest,
    ok: { status: 201, description: 'The request.', schema: z.object({ id: z.string() }) },
    errors: [404, 409],
  },
  'POST /api/beneficiary/choices': {
    summary: 'Choose whose answer the form gets for an item both answered',
    description: `${HIS} A choice holds for her current answer; a later change of hers asks again.`,
    tag: 'beneficiary',
    auth: 'session',
    body: ZBeneficiaryChoice,
    ok: { description: 'The choice.', schema: z.object({ answerKey: z.string(), keep: z.enum(['hers', 'his']) }) },
    errors: [404],
  },
  'POST /api/beneficiary/invitation/check': {
    summary: 'Whose invitation a beneficiary link is',
    tag: 'beneficiary',
    auth: 'none',
    header: { name: 'X-Beneficiary-Token' },
    ok: { description: 'Her email and name, the petitioner\u2019s name and the language.', schema: z.object({ email: z.string(), fullName: z.string(), petitionerName: z.string(), language: z.enum(LANGUAGES) }) },
    errors: [429],
  },
  'POST /api/beneficiary/invitation/accept': {
    summary: 'Accept: create the beneficiary account and sign in',
    description: 'Her account (type BENEFICIARY) and the use of the link in one transaction. 409 ALREADY_LINKED when the email has an account.',
    tag: 'beneficiary',
    auth: 'none',
    header: { name: 'X-Beneficiary-Token' },
    body: ZBeneficiaryAccept,
    ok: { description: 'Her session.', schema: ZLoginResponse },
    errors: [409, 429],
  },
  'GET /api/beneficiary/petition': {
    summary: 'Her part: her draft, her sections, the change requests',
    description: `${HER} The chat's petition holding only her sections and the context they read; of the petitioner only his name.`,
    tag: 'beneficiary',
    auth: 'session',
    ok: { description: '{state, version, locked, petitioner: {fullName}, sections, requests}.' },
  },
  'POST /api/beneficiary/passport': {
    summary: 'Her passport: upload its biographic page, read what it says',
    description: `${HER} Multipart \`file\` (PDF, JPEG, PNG, HEIC, WebP). Filed with the petition's documents as the beneficiary's passport (replacing an earlier one); the answer names the file and her values read from it (passport MRZ, offline). 409 PETITION_LOCKED when approved.`,
    tag: 'beneficiary',
    auth: 'session',
    body: 'multipart',
    ok: { description: '{fileName, values}: the stored name and the spec §3 keys of her values read (benLastName, benPassportNumber …).' },
    errors: [409, 415, 503],
  },
  'POST /api/beneficiary/changes': {
    summary: 'Her answers: changes to her draft',
    description: `${HER} The same changes as the petition's, limited to her sections (400 otherwise), applied by the same engine; 409 PETITION_LOCKED when approved. Nothing reaches the form before the petitioner confirms.`,
    tag: 'beneficiary',
    auth: 'session',
    body: ZChangesRequest,
    ok: { description: '{version, state?, conflicts}, as the petition changes route.' },
    errors: [409, 503],
  },
};
