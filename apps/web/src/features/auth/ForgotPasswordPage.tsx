import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from './AuthLayout.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

/** /forgot-password (spec §2). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      title={t('forgot.title')}
      footer={
        <>
          {t('forgot.remembered')} <Link to="/login">{t('signIn')}</Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
