import { Link } from 'react-router';
import { AuthLayout } from './AuthLayout.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

/** /reset-pass-status (spec §2): the Forgotten Password page with an empty form and a Sign In link. */
export default function ResetPassStatusPage() {
  return (
    <AuthLayout
      title="Forgotten Password"
      footer={
        <>
          Already have an account? <Link to="/login">Sign In</Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
