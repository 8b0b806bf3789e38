import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@i129f/petition/i18n/languages.ts';
import { chooseLanguage } from '../session/accountLanguage.ts';
import { currentLanguage } from './i18n.ts';
import './language-picker.css';

/**
 * 'Language' select on every page (header, signed-out banner, landing page); each name in its own language. Signed
 * in, the pick is kept on the account too (session/accountLanguage.ts).
 */
export function LanguagePicker({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <div className={`language-picker language-picker--${tone}`}>
      <label htmlFor={id} className="language-picker__label">
        {t('language.label')}
      </label>
      <select
        id={id}
        className="language-picker__select"
        value={currentLanguage()}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void chooseLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
