import type { LoginResponse } from '@i129f/petition/api/auth.ts';
import {
  BENEFICIARY_TOKEN_HEADER,
  type BeneficiaryAnswersResponse,
  type BeneficiaryChangeRequest,
  type BeneficiaryChoice,
  type BeneficiaryConfirmResponse,
  type BeneficiaryInvitationCheck,
  type BeneficiaryInvite,
  type BeneficiaryLinkInfo,
  type BeneficiaryPetitionResponse,
} from '@i129f/petition/api/beneficiary.ts';
import type { ChangesRequest, ChangesResponse } from '@i129f/petition/api/petition.ts';
import type { Language } from '@i129f/petition/i18n/languages.ts';
import { api } from '../../api/client.ts';
import type { ChatStateApi } from '../interview-state/chatApi.ts';

// Her accept page runs logged out: a 4xx is an answer to show, not "session over".
const withToken = (token: string) => ({ redirectOn403: false, headers: { [BENEFICIARY_TOKEN_HEADER]: token } }) as const;

/** Calls of apps/server/src/beneficiary/ (issue 24). */
export const beneficiaryApi = {
  // The petitioner's.
  invite: (body: BeneficiaryInvite) => api.post<{ link: BeneficiaryLinkInfo }>('/beneficiary/invitation', body),
  link: () => api.get<{ link: BeneficiaryLinkInfo | null }>('/beneficiary/link'),
  revoke: () => api.delete<{ revoked: true }>('/beneficiary/link'),
  answers: () => api.get<BeneficiaryAnswersResponse>('/beneficiary/answers'),
  confirm: (sectionId: number) => api.post<BeneficiaryConfirmResponse>(`/beneficiary/sections/${sectionId}/confirm`, undefined),
  request: (body: BeneficiaryChangeRequest) => api.post<{ id: string }>('/beneficiary/requests', body),
  choose: (body: BeneficiaryChoice) => api.post<BeneficiaryChoice>('/beneficiary/choices', body),
  // Her accept page's.
  check: (token: string) => api.post<BeneficiaryInvitationCheck>('/beneficiary/invitation/check', undefined, withToken(token)),
  accept: (token: string, password: string, language: Language) => api.post<LoginResponse>('/beneficiary/invitation/accept', { password, language }, withToken(token)),
  // Hers.
  petition: () => api.get<BeneficiaryPetitionResponse>('/beneficiary/petition'),
  passport: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.upload<{ fileName: string; values: Record<string, string> }>('/beneficiary/passport', form);
  },
};

/** Her chat's petition: her draft, kept by her own routes (the chat's sync sends the same changes). */
export const herChatApi: ChatStateApi = {
  load: () => beneficiaryApi.petition(),
  send: (_email: string, body: ChangesRequest) => api.post<ChangesResponse>('/beneficiary/changes', body, { keepalive: true }),
};

/** sessionStorage key of her link's token (session/linkToken.ts). */
export const BENEFICIARY_TOKEN_KEY = 'beneficiaryToken';
