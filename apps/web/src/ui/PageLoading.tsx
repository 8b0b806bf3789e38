import { useTranslation } from 'react-i18next';
import { usePlaceholderMark } from './pagePlaceholders.ts';
import { Spinner } from './Spinner.tsx';

export function PageLoading() {
  const { t } = useTranslation('common');
  usePlaceholderMark();
  return (
    <div className="page-loading" role="status">
      <Spinner /> {t('loading')}
    </div>
  );
}
