import { SUPPORTING_DOCUMENTS } from '../documents/catalogue.ts';
import { formatDate } from '../validators/date.ts';
import { dateKey, parseDate, type YMD } from './dates.ts';
import { question } from './locate.ts';
import type { Finding, ReadinessRule } from './types.ts';

/** Countries whose civil documents are normally issued in English (no translation needed). */
const ENGLISH_COUNTRIES = new Set([
  'USA', 'UNITED STATES', 'UNITED KINGDOM', 'UK', 'IRELAND', 'CANADA', 'AUSTRALIA', 'NEW ZEALAND', 'JAMAICA', 'BAHAMAS',
  'BARBADOS', 'TRINIDAD AND TOBAGO', 'GUYANA', 'BELIZE', 'GHANA', 'NIGERIA', 'KENYA', 'UGANDA', 'ZAMBIA', 'ZIMBABWE',
  'BOTSWANA', 'LIBERIA', 'SIERRA LEONE', 'GAMBIA', 'SINGAPORE', 'PHILIPPINES', 'INDIA', 'PAKISTAN', 'MALTA', 'SOUTH AFRICA',
]);

const MISSING_WHY =
  'USCIS rejects or asks for evidence when a document the petition relies on is not enclosed (Form I-129F instructions, "Evidence"). A Request for Evidence adds months.';
const TRANSLATION_WHY =
  'Every document in a foreign language must come with a full English translation and the translator\'s certificate of competence (8 CFR 103.2(b)(3)); without it the document does not count as evidence.';
const PASSPORT_WHY =
  'The beneficiary travels on this passport: the consulate issues the visa only into a passport valid at least 6 months beyond the intended entry, and an expired document on the petition needs correcting.';

/** Beneficiary documents (by catalogue code) likely issued abroad. */
const BENEFICIARY_DOCS = new Set(SUPPORTING_DOCUMENTS.filter((d) => d.code?.startsWith('BEN_')).map((d) => d.id));

const addMonths = (v: YMD, months: number): YMD => {
  const total = v.y * 12 + (v.m - 1) + months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { y, m, d: Math.min(v.d, last) };
};

/** Required documents not uploaded; beneficiary documents from a non-English country without a translation; passport validity. */
export const documentRule: ReadinessRule = ({ state, uploads, filingDate }) => {
  const out: Finding[] = [];
  const originals = new Set(uploads.filter((u) => !u.isTranslated && u.documentId !== null).map((u) => u.documentId));
  const translated = new Set(uploads.filter((u) => u.isTranslated && u.documentId !== null).map((u) => u.documentId));
  for (const id of new Set(state.requiredDocuments)) {
    const doc = SUPPORTING_DOCUMENTS.find((d) => d.id === id);
    if (!doc || originals.has(id)) continue;
    // Id 25 has no upload code of its own; the catalogue's passport text makes it the beneficiary's passport.
    const meaning = id === 25 ? "The beneficiary's passport" : doc.meaning;
    out.push({ rule: 'document-missing', severity: 'error', message: `${meaning} is required but not uploaded.`, why: MISSING_WHY, fix: { kind: 'document', documentId: id } });
  }
  const country = (state.answers['ben.citizenship'] ?? state.answers['ben.birth.country'] ?? '').trim().toUpperCase();
  if (country && !ENGLISH_COUNTRIES.has(country)) {
    for (const id of originals) {
      if (id === null || !BENEFICIARY_DOCS.has(id) || translated.has(id)) continue;
      const doc = SUPPORTING_DOCUMENTS.find((d) => d.id === id)!;
      out.push({
        rule: 'translation-missing',
        severity: 'warning',
        message: `${doc.meaning} is uploaded without an English translation; documents from ${state.answers['ben.citizenship'] ?? country} are usually not in English.`,
        why: TRANSLATION_WHY,
        fix: { kind: 'document', documentId: id },
      });
    }
  }
  const filing = parseDate(filingDate);
  if (!filing) return out;
  for (const key of ['ben.document.expiry', 'ben.travelDoc.expiry']) {
    const raw = state.answers[key] ?? state.extracted[key]?.value;
    const expiry = raw ? parseDate(raw) : null;
    if (!expiry) continue;
    const what = key === 'ben.document.expiry' ? 'passport' : 'travel document';
    if (dateKey(expiry) < dateKey(filing)) {
      out.push({ rule: 'passport-expired', severity: 'error', message: `The beneficiary's ${what} expired on ${formatDate(expiry)}, before the filing date ${filingDate}.`, why: PASSPORT_WHY, fix: question(key) });
    } else if (dateKey(expiry) < dateKey(addMonths(filing, 6))) {
      out.push({ rule: 'passport-expiring', severity: 'warning', message: `The beneficiary's ${what} expires on ${formatDate(expiry)}, less than 6 months after filing: renew it before the visa interview.`, why: PASSPORT_WHY, fix: question(key) });
    }
  }
  return out;
};
