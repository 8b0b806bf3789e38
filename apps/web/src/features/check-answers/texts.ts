import { useTranslation } from 'react-i18next';
import { checkAnswers } from '@i129f/petition/i18n/en/checkAnswers.ts';
import { registerEnglish } from '../../i18n/i18n.ts';

// Registered by every module of this folder (the Files page shows ReadyToMailLinks without the page).
registerEnglish('checkAnswers', checkAnswers);

export const useCheckText = () => useTranslation('checkAnswers');
