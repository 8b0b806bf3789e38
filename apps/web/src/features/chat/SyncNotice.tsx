import { UNSYNCED_NOTICE_MS } from '../interview-state/sync.ts';

/** Polite notice when the server has not had the client's answers for more than a minute. */
export function SyncNotice({ unsyncedSince, now }: { unsyncedSince: number | null; now: number }) {
  const late = unsyncedSince !== null && now - unsyncedSince > UNSYNCED_NOTICE_MS;
  return (
    <div role="status" className={late ? 'sync-notice' : 'visually-hidden'}>
      {late ? 'Your latest answers are saved on this device but have not reached our server yet. We keep trying; please stay connected.' : ''}
    </div>
  );
}
