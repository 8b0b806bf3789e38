import { readJson, writeItem } from '../../state/storage.ts';

/** Local-storage key: the answers as they were when the last packet was built, per account. */
export const LAST_PACKET_ANSWERS_KEY = 'i129fAnswersAtLastPacket';

export function rememberPacketAnswers(email: string, answers: Record<string, string>): void {
  writeItem(LAST_PACKET_ANSWERS_KEY, JSON.stringify({ email, answers }));
}

/** The answers at the last packet of this account, or null (none built in this browser). */
export function packetAnswers(email: string): Record<string, string> | null {
  const raw = readJson(LAST_PACKET_ANSWERS_KEY) as { email?: unknown; answers?: unknown } | null;
  return raw && raw.email === email && typeof raw.answers === 'object' && raw.answers !== null ? (raw.answers as Record<string, string>) : null;
}
