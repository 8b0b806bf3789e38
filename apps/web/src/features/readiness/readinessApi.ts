import type { ReadinessReport } from '@i129f/petition/readiness/index.ts';
import { api } from '../../api/client.ts';

const e = encodeURIComponent;

/** GET /api/readiness/{email}[?filingDate=MM/DD/YYYY] (apps/server/src/readiness/routes.ts). */
export const readinessApi = {
  get: (email: string, filingDate?: string) => api.get<ReadinessReport>(`/readiness/${e(email)}`, filingDate ? { query: { filingDate } } : undefined),
};
