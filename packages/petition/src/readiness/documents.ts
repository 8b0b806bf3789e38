import { supportingDocument } from '../documents/catalogue.ts';
import { formatDate } from '../validators/date.ts';
import { dateKey, parseDate, type YMD } from './dates.ts';
import { question } from './locate.ts';
import { finding } from './finding.ts';
import type { Finding, ReadinessRule, TextRef } from './types.ts';

/** Countries whose civil documents are normally issued in English (no translation needed). */
const ENGLISH_COUNTRIES = new Set([
  'USA', 'UNITED STATES', 'UNITED KINGDOM', 'UK', 'IRELAND', 'CANADA', 'AUSTRALIA', 'NEW ZEALAND', 'JAMAICA', 'BAHAMAS',
  'BARBADOS', 'TRINIDAD AND TOBAGO', 'GUYANA', 'BELIZE', 'GHANA', 'NIGERIA', 'KENYA', 'UGANDA', 'ZAMBIA', 'ZIMBABWE',
  'BOTSWANA', 'LIBERIA', 'SIERRA LEONE', 'GAMBIA', 'SINGAPORE', 'PHILIPPINES', 'INDIA', 'PAKISTAN', 'MALTA', 'SOUTH AFRICA',
]);

const addMonths = (v: YMD, months: number): YMD => {
  const total = v.y * 12 + (v.m - 1) + months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { y, m, d: Math.min(v.d, last) };
};

/** A document's name as the catalogue gives it (documents/catalogue.ts), in the reader's language when rendered. */
const documentName = (id: number): TextRef => ({ ns: 'documents', key: `catalogue.meanings.d${id}` });

/**
 * The beneficiary's passport or travel document expiry, wherever the answers record one: the document shown at the
 * last entry (in the United States: passport or travel document), the passport of a beneficiary abroad, or an
 * auto-extracted passport expiry not answered otherwise. Wording 'travelDocument' for a travel document.
 */
const EXPIRIES: readonly { key: string; wording: 'message' | 'travelDocument' }[] = [
  { key: 'ben.document.expiry', wording: 'message' },
  { key: 'ben.travelDoc.expiry', wording: 'travelDocument' },
  { key: 'ben.passport.expiry', wording: 'message' },
];

/**
 * Documents issued in the beneficiary's country (catalogue `issuedAbroad`) uploaded without a translation when that
 * country's documents are usually not in English; the beneficiary's passport or travel document expired before the
 * filing date (error) or expiring within 6 months of it (warning).
 */
export const documentRule: ReadinessRule = ({ state, uploads, filingDate }) => {
  const out: Finding[] = [];
  const originals = new Set(uploads.filter((u) => !u.isTranslated && u.documentId !== null).map((u) => u.documentId!));
  const translated = new Set(uploads.filter((u) => u.isTranslated && u.documentId !== null).map((u) => u.documentId));
  const country = (state.answers['ben.citizenship'] ?? state.answers['ben.birth.country'] ?? '').trim().toUpperCase();
  if (country && !ENGLISH_COUNTRIES.has(country)) {
    for (const id of originals) {
      if (!supportingDocument(id)?.issuedAbroad || translated.has(id)) continue;
      const params = { document: documentName(id), country: state.answers['ben.citizenship'] ?? country };
      out.push(finding('translation-missing', 'warning', { kind: 'document', documentId: id }, { params }));
    }
  }
  const filing = parseDate(filingDate);
  if (!filing) return out;
  for (const { key, wording } of EXPIRIES) {
    const raw = state.answers[key] ?? state.extracted[key]?.value;
    const expiry = raw ? parseDate(raw) : null;
    if (!expiry) continue;
    const params = { expiry: formatDate(expiry), filing: filingDate };
    if (dateKey(expiry) < dateKey(filing)) {
      out.push(finding('passport-expired', 'error', question(key), { wording, params }));
    } else if (dateKey(expiry) < dateKey(addMonths(filing, 6))) {
      out.push(finding('passport-expiring', 'warning', question(key), { wording, params }));
    }
  }
  return out;
};
