export * from './account/roles.ts';
export * from './account/messages.ts';
export * from './account/validators.ts';
export * from './api/auth.ts';
