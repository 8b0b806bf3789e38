import { useTranslation } from 'react-i18next';
import { comments } from '@i129f/petition/i18n/en/comments.ts';
import { registerEnglish } from '../../i18n/i18n.ts';

// The client's comments texts (banner in the layout, /comments); small, registered where they are used.
registerEnglish('comments', comments);

export const useCommentsText = () => useTranslation('comments');
