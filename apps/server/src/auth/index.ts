/** What other server modules need from auth: guards for routes and the one access rule. */
export { authenticate, bearerToken, requireSession, requireAccessTo } from './guards.ts';
export { canAccess, mayAccess, type Caller, type AccountNode } from './can-access.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { newToken, hashToken } from './tokens.ts';
export type { SessionUser } from '../context.ts';
