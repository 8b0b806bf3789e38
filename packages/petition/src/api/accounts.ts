/**
 * The account slice of the package on its own (roles, messages, validators, auth API schemas),
 * importable as '@i129f/petition/api/accounts.ts' without loading the interview engine.
 */
export * from '../account/roles.ts';
export * from '../account/messages.ts';
export * from '../account/validators.ts';
export * from './auth.ts';
export * from './chat-state.ts';
