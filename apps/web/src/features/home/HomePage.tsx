import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { home } from '@i129f/petition/i18n/en/home.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import { LanguagePicker } from '../../i18n/LanguagePicker.tsx';
import '../../styles/global.css';
import '../../ui/ui.css';
import './home.css';

registerEnglish('home', home);

const SECTIONS = [
  { id: 'does', items: ['interview', 'form', 'documents', 'review'] },
  { id: 'doesNot', items: ['file', 'lawyer'] },
  { id: 'have', items: ['passports', 'birth', 'marriages', 'history', 'met'] },
  { id: 'protect', items: ['encrypted', 'audit', 'control'] },
] as const;

/**
 * / (spec §1, §2, issue 12): the public landing page — what the product does and does not do, what to have at
 * hand, how long it takes, how data is protected; 'Start' and 'Log in'. No testimonials, numbers or pricing.
 */
export default function HomePage() {
  const { t } = useTranslation(['home', 'common']);
  const section = ({ id, items }: (typeof SECTIONS)[number]) => (
    <section key={id} className="home__section" aria-labelledby={`home-${id}`}>
      <h2 id={`home-${id}`}>{t(`${id}.title`)}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{t(`${id}.${item}` as `does.interview`)}</li>
        ))}
      </ul>
    </section>
  );
  return (
    <div className="home">
      <header className="home__banner">
        <span className="home__brand">{t('common:brand')}</span>
        <div className="home__tools">
          <LanguagePicker />
          <nav aria-label={t('accountNav')} className="home__nav">
            <Link to="/login">{t('logIn')}</Link>
            <Link to="/register" className="button button--primary">
              {t('start')}
            </Link>
          </nav>
        </div>
      </header>
      <main className="home__main">
        <h1>{t('tagline')}</h1>
        <p className="home__lead">{t('lead')}</p>
        <p>{t('scope')}</p>
        <div className="home__actions">
          <Link to="/register" className="button button--primary">
            {t('start')}
          </Link>
          <Link to="/login" className="button button--secondary">
            {t('logIn')}
          </Link>
        </div>
        {SECTIONS.slice(0, 3).map(section)}
        <section className="home__section" aria-labelledby="home-time">
          <h2 id="home-time">{t('time.title')}</h2>
          <p>{t('time.text')}</p>
        </section>
        {SECTIONS.slice(3).map(section)}
      </main>
    </div>
  );
}
