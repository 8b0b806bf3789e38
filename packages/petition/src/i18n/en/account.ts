import { ACCOUNT_MESSAGES } from '../../account/messages.ts';

/** The account rules' messages (account/messages.ts), keyed by the same names, so validators' texts can be translated. */
export const account = { ...ACCOUNT_MESSAGES };
