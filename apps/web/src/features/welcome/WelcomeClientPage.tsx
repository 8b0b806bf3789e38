import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { welcome } from '@i129f/petition/i18n/en/welcome.ts';
import { useUserInfo } from '../../session/session.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import './welcome.css';

registerEnglish('welcome', welcome);

/** /welcome-client (spec §2): the landing page after login. */
export default function WelcomeClientPage() {
  const { t } = useTranslation('welcome');
  const user = useUserInfo();
  const firstName = user?.fullName.split(' ')[0] ?? '';
  // A beneficiary's home is her own part (issue 24).
  if (user?.userType === 'BENEFICIARY') return <Navigate to="/my-part" replace />;
  return (
    <section className="welcome" aria-labelledby="page-title">
      <h1 id="page-title">{firstName ? t('client.titleNamed', { name: firstName }) : t('client.title')}</h1>
      <p className="welcome__lead">
        {t('client.lead')}
      </p>
      <Link to="/welcome" className="button button--primary">
        {t('client.continue')}
      </Link>
    </section>
  );
}
