import { checkEmail, checkPassword, checkPasswordsMatch, checkPersonName, type Check } from '@i129f/petition/account/validators.ts';

export interface RegisterValues {
  /** Spec §2 'First and Last Name': one field, sent as fullName. */
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type RegisterErrors = Partial<Record<keyof RegisterValues, string>>;

const messageOf = (check: Check) => (check.ok ? undefined : check.message);

/** Runs the shared account validators (spec §5) over the sign-up form; empty object means valid. */
export function validateRegister(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {
    fullName: messageOf(checkPersonName(values.fullName.replace(/\s+/g, ' '))),
    // VAL-49 (issue 9): 'a@b' passes the browser's type=email check; the shared rule answers 'Please enter a valid email.' before sending.
    email: messageOf(checkEmail(values.email)),
    password: messageOf(checkPassword(values.password)),
    confirmPassword: messageOf(checkPasswordsMatch(values.password, values.confirmPassword)),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, m]) => m)) as RegisterErrors;
}
