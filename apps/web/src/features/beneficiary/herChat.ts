import { BENEFICIARY_SCOPE } from '@i129f/petition/beneficiary/scope.ts';
import { partScope } from '../chat/chatScope.ts';
import { herChatApi } from './beneficiaryApi.ts';

/** The beneficiary's chat (issue 24): her sections, each open, at /my-part/section/:id, kept by her own routes. */
export const HER_CHAT = partScope(BENEFICIARY_SCOPE, herChatApi, '/my-part/section');
