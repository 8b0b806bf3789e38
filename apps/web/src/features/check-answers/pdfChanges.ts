import { useEffect, useState } from 'react';
import type { ChangesSincePdf } from '@i129f/petition/review/changes-since.ts';
import { api } from '../../api/client.ts';
import { useStore } from '../../state/createStore.ts';
import { chatStore } from '../interview-state/chatStore.ts';

const isChanges = (v: unknown): v is ChangesSincePdf =>
  typeof v === 'object' && v !== null && typeof (v as ChangesSincePdf).generatedAt === 'number' && Array.isArray((v as ChangesSincePdf).changedKeys) && Array.isArray((v as ChangesSincePdf).changedSectionIds) && Array.isArray((v as ChangesSincePdf).removedKeys);

/** GET /api/changes-since-pdf/{email} (apps/server/src/pdf-marks/routes.ts); null before any PDF or when it cannot be read. */
export async function fetchPdfChanges(email: string): Promise<ChangesSincePdf | null> {
  // A marker is not worth a logout: a refused read shows no markers.
  const r = await api.get<unknown>(`/changes-since-pdf/${encodeURIComponent(email)}`, { redirectOn403: false });
  return r.ok && isChanges(r.data) ? r.data : null;
}

/**
 * What changed since the client's last I-129F PDF, as the server compares it with the saved answers. Read again
 * after each save the server acknowledged (the chat record's version), once a PDF exists; null until then.
 */
export function usePdfChanges(email: string): ChangesSincePdf | null {
  const [seen, setSeen] = useState<{ email: string; version: number; changes: ChangesSincePdf | null } | null>(null);
  const version = useStore(chatStore, (r) => r.version);
  // Without a PDF nothing changes here until one is generated (on another page): one read per email is enough then.
  const stale = !seen || seen.email !== email || (seen.changes !== null && seen.version !== version);
  useEffect(() => {
    if (!email || !stale) return;
    let live = true;
    fetchPdfChanges(email)
      .then((changes) => live && setSeen({ email, version, changes }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [email, stale, version]);
  return seen?.email === email ? seen.changes : null;
}
