import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserInfo } from '../../session/session.ts';
import './welcome.css';

/** /welcome-client (spec §2): the landing page after login. */
export default function WelcomeClientPage() {
  const { t } = useTranslation('welcome');
  const user = useUserInfo();
  const firstName = user?.fullName.split(' ')[0] ?? '';
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
