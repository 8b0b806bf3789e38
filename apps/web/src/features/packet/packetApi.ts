import { api } from '../../api/client.ts';

/** What POST /api/packet/generate/{email} answers (apps/server/src/packet/generate-packet.ts). */
export interface PacketSummary {
  fileName: string;
  signSheetFileName: string;
  pageCount: number;
  bookmarks: string[];
  skipped: string[];
  /** Letters the user completes (relationship statement, waiver request) that are not in the packet: never generated. */
  notGenerated?: string[];
}

export const packetApi = {
  generate: (email: string) => api.post<PacketSummary>(`/packet/generate/${encodeURIComponent(email)}`),
};
