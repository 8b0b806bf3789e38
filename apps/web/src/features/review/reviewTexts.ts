import { useTranslation } from 'react-i18next';
import { review } from '@i129f/petition/i18n/en/review.ts';
import { registerEnglish } from '../../i18n/i18n.ts';

// The staff review texts travel with the chunks that use them (the review page, the Clients page's status column).
registerEnglish('review', review);

/** The review texts in the reader's language: `const { t } = useReviewText(); t('status.ready')`. */
export const useReviewText = () => useTranslation('review');
