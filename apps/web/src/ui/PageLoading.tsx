import { Spinner } from './Spinner.tsx';

export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <Spinner /> Loading…
    </div>
  );
}
