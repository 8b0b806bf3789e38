import { SUPPORTING_DOCUMENTS } from '../documents/catalogue.ts';
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

/** Beneficiary documents (by catalogue code) likely issued abroad. */
const BENEFICIARY_DOCS = new Set(SUPPORTING_DOCUMENTS.filter((d) => d.code?.startsWith('BEN_')).map((d) => d.id));

const addMonths = (v: YMD, months: number): YMD => {
  const total = v.y * 12 + (v.m - 1) + months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { y, m, d: Math.min(v.d, last) };
};

/** A document's name as the catalogue gives it (documents/catalogue.ts), in the reader's language when rendered. */
const documentName = (id: number): TextRef => ({ ns: 'documents', key: `catalogue.meanings.d${id}` });

/** Required documents not uploaded; beneficiary documents from a non-English country without a translation; passport validity. */
export const documentRule: ReadinessRule = ({ state, uploads, filingDate }) => {
  const out: Finding[] = [];
  const originals = new Set(uploads.filter((u) => !u.isTranslated && u.documentId !== null).map((u) => u.documentId));
  const translated = new Set(uploads.filter((u) => u.isTranslated && u.documentId !== null).map((u) => u.documentId));
  for (const id of new Set(state.requiredDocuments)) {
    const doc = SUPPORTING_DOCUMENTS.find((d) => d.id === id);
    if (!doc || originals.has(id)) continue;
    // Id 25 has no upload code of its own; the catalogue's passport text makes it the beneficiary's passport.
    const fix = { kind: 'document', documentId: id } as const;
    out.push(id === 25 ? finding('document-missing', 'error', fix, { wording: 'passport' }) : finding('document-missing', 'error', fix, { params: { document: documentName(id) } }));
  }
  const country = (state.answers['ben.citizenship'] ?? state.answers['ben.birth.country'] ?? '').trim().toUpperCase();
  if (country && !ENGLISH_COUNTRIES.has(country)) {
    for (const id of originals) {
      if (id === null || !BENEFICIARY_DOCS.has(id) || translated.has(id)) continue;
      const params = { document: documentName(id), country: state.answers['ben.citizenship'] ?? country };
      out.push(finding('translation-missing', 'warning', { kind: 'document', documentId: id }, { params }));
    }
  }
  const filing = parseDate(filingDate);
  if (!filing) return out;
  for (const key of ['ben.document.expiry', 'ben.travelDoc.expiry']) {
    const raw = state.answers[key] ?? state.extracted[key]?.value;
    const expiry = raw ? parseDate(raw) : null;
    if (!expiry) continue;
    const wording = key === 'ben.document.expiry' ? 'message' : 'travelDocument';
    const params = { expiry: formatDate(expiry), filing: filingDate };
    if (dateKey(expiry) < dateKey(filing)) {
      out.push(finding('passport-expired', 'error', question(key), { wording, params }));
    } else if (dateKey(expiry) < dateKey(addMonths(filing, 6))) {
      out.push(finding('passport-expiring', 'warning', question(key), { wording, params }));
    }
  }
  return out;
};
