import { Link } from 'react-router';
import { AuthLayout } from './AuthLayout.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

/** /forgot-password (spec §2). */
export default function ForgotPasswordPage() {
  return (
    <AuthLayout
      title="Forgot Password"
      footer={
        <>
          Remembered it? <Link to="/login">Sign in</Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
