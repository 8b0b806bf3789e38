import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner.tsx';

export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="page-loading" role="status">
      <Spinner /> {t('loading')}
    </div>
  );
}
