import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { supportingDocument, type SupportingDocument } from '@i129f/petition/documents/catalogue.ts';
import type { BenPetNames } from '@i129f/petition/engine/types.ts';
import type { RequirementStatus } from '@i129f/petition/evidence/types.ts';
import type { StoredFile } from '../files/filesApi.ts';
import { DocumentRow } from './DocumentRow.tsx';
import { documentTitle } from './documentTitles.ts';
import { concernsText, letterText, needText, requirementProves, requirementTitle, ruleText, sourceText } from './evidenceTexts.ts';
import { EnglishQuotes } from '../../ui/EnglishQuotes.tsx';

interface RequirementSectionProps {
  status: RequirementStatus<StoredFile>;
  names: BenPetNames;
  filesOf: (kind: number, translated: boolean) => StoredFile[];
  onUpload: (doc: SupportingDocument) => void;
  /** The kinds whose first row on the page is in this section (they carry the #document-<kind> anchor). */
  anchored: ReadonlySet<number>;
  /** Why an alternative is not offered here (his expired U.S. passport), shown under the heading. */
  notice?: string;
}

/**
 * One requirement of the evidence model: what it proves and for whom, whether it is met, the documents that would
 * meet it ('any one of' when there are several), the drafted letter that can stand for an upload, its rules of form
 * and its source. Each document is a row of the spec's table (Document, Upload, Status).
 */
export function RequirementSection({ status, names, filesOf, onUpload, anchored, notice }: RequirementSectionProps) {
  const { t } = useTranslation('documents');
  const headingId = useId();
  const r = status.requirement;
  const docs = r.alternatives.flatMap((a) => (a.type === 'upload' ? [supportingDocument(a.kind)].filter((d): d is SupportingDocument => !!d) : []));
  const letters = r.alternatives.flatMap((a) => (a.type === 'letter' ? [a.letter] : []));
  const state = status.uploads.length && status.satisfied ? 'satisfied' : status.letters.length ? 'drafted' : r.need === 'recommended' ? 'optional' : 'missing';
  return (
    <section className={`evidence evidence--${state}`} id={`requirement-${r.id}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="evidence__title">
        {requirementTitle(r)}
      </h2>
      <p className="evidence__meta">
        <span className="evidence__tag">{concernsText(r)}</span>
        <span className={`evidence__tag evidence__tag--${r.need}`}>{needText(r)}</span>
        <span className={`evidence__state evidence__state--${state}`}>{t(`evidence.status.${state}` as 'evidence.status.missing')}</span>
      </p>
      {notice && <p className="evidence__notice">{notice}</p>}
      <p className="evidence__why">
        <strong>{t('evidence.why')}:</strong> {requirementProves(r)}
      </p>
      <p className="evidence__choice">{docs.length > 1 || letters.length ? t('evidence.anyOne') : t('evidence.one')}</p>
      {r.needed > 1 && <p className="evidence__count">{t('evidence.onePerMarriage', { needed: r.needed, uploaded: status.uploads.length })}</p>}
      <table className="required-docs__table">
        <thead>
          <tr>
            <th scope="col">{t('columns.document')}</th>
            <th scope="col">{t('columns.upload')}</th>
            <th scope="col">{t('columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {docs.map((doc) => (
            <DocumentRow
              key={doc.id}
              doc={doc}
              title={documentTitle(doc, names)}
              files={filesOf(doc.id, false)}
              translations={filesOf(doc.id, true)}
              onUpload={() => onUpload(doc)}
              {...(anchored.has(doc.id) ? { anchor: `document-${doc.id}` } : {})}
            />
          ))}
        </tbody>
      </table>
      {letters.map((letter) => (
        <p key={letter} className="evidence__letter">
          {letterText(r, letter)}
        </p>
      ))}
      <div className="evidence__rules">
        <h3>{t('evidence.rulesHeading')}</h3>
        <ul>
          {r.rules.map((rule) => (
            <li key={rule.id}>{ruleText(rule)}</li>
          ))}
        </ul>
        <p className="evidence__source">
          {t('evidence.sourceHeading')}:{' '}
          <EnglishQuotes text={sourceText(r)} />
        </p>
      </div>
    </section>
  );
}
