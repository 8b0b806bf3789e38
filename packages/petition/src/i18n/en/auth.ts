/** Signed-out account screens (spec §2). */
export const auth = {
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  alreadyHaveAccount: 'Already have an account?',
  signIn: 'Sign in',
  signInCapital: 'Sign In',
  register: {
    title: 'Create your account',
    fullName: 'First and Last Name',
    passwordHint: 'At least 8 characters with upper- and lowercase letters, a number and one of @$!%*?&',
    submit: 'Sign up',
    busy: 'Creating account…',
    exists: 'An account with this email already exists. Please sign in instead.',
  },
  forgot: {
    title: 'Forgot Password',
    statusTitle: 'Forgotten Password',
    remembered: 'Remembered it?',
    formLabel: 'Request a password reset',
    hint: 'We will email you a link to choose a new password.',
    send: 'Send',
    busy: 'Sending…',
  },
  confirm: {
    title: 'New Password Request',
    newLink: 'Request a new link',
  },
  newPassword: {
    formLabel: 'Choose a new password',
    oldPassword: 'Old Password',
    oldHint: 'Optional: the link from the email is enough to set a new password.',
    submit: 'Change password',
    busy: 'Saving…',
  },
};
