import { UNSYNCED_NOTICE_MS } from '../interview-state/sync.ts';
import { useChatText } from './texts.ts';

/** Polite notice when the server has not had the client's answers for more than a minute. */
export function SyncNotice({ unsyncedSince, now }: { unsyncedSince: number | null; now: number }) {
  const t = useChatText();
  const late = unsyncedSince !== null && now - unsyncedSince > UNSYNCED_NOTICE_MS;
  return (
    <div role="status" className={late ? 'sync-notice' : 'visually-hidden'}>
      {late ? t('unsynced') : ''}
    </div>
  );
}
