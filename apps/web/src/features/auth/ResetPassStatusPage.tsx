import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from './AuthLayout.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

/** /reset-pass-status (spec §2): the Forgotten Password page with an empty form and a Sign In link. */
export default function ResetPassStatusPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      title={t('forgot.statusTitle')}
      footer={
        <>
          {t('alreadyHaveAccount')} <Link to="/login">{t('signInCapital')}</Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
