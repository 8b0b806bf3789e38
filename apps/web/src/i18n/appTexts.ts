import { useTranslation } from 'react-i18next';
import { app } from '@i129f/petition/i18n/en/app.ts';
import { registerEnglish } from './i18n.ts';

// Small texts shared by signed-in pages (progress bar, date placeholder); imported by each user, so never in the login chunk.
registerEnglish('app', app);

/** The shared texts in the reader's language: `const { t } = useAppText(); t('datePlaceholder')`. */
export const useAppText = () => useTranslation('app');
