/** Exact texts of the account screens (spec §2, §5, §8). */
export const ACCOUNT_MESSAGES = {
  passwordRule: 'Password must be at least 8 characters long, include uppercase, lowercase, number, and symbol.',
  passwordMismatch: 'Passwords do not match.',
  consentRequired: 'Please agree to all statements before proceeding.',
  invalidCredentials: 'Invalid credentials',
  genericError: 'An error occurred',
  invalidRequest: 'Invalid Request',
  forgotSuccess: 'Password reset email was sent successfully. Please check your inbox.',
  unexpectedError: 'Unexpected error. Please contact support.',
  unexpectedErrorBang: 'Unexpected error! Please contact support.',
  tokenInvalid: 'Token is either expired or invalid. Please try changing your password from scratch again.',
  emailRequired: 'Please enter a valid email.',
  emailTooLong: 'The email is too long (at most 254 characters).',
  nameInvalid: 'Invalid name. Please try again.',
  nameTooLong: 'The name is too long (at most 201 characters).',
  /** Issue 23.4 (account/invisible-characters.ts): account full names and the setup's first names. */
  nameInvisible:
    'The name contains an invisible or text-direction character (such as a right-to-left mark or a zero-width space). Please type the name again without it.',
  phoneInvalid: 'Please enter a valid phone number.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
} as const;
