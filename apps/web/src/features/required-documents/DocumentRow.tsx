import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportingDocument } from '@i129f/petition/documents/catalogue.ts';
import type { StoredFile } from '../files/filesApi.ts';
import { documentDescription } from './documentTitles.ts';

interface DocumentRowProps {
  doc: SupportingDocument;
  title: string;
  files: readonly StoredFile[];
  translations: readonly StoredFile[];
  onUpload: () => void;
  /** The row's id (#document-<kind> on the first row of a kind: a readiness link's target). */
  anchor?: string;
}

/** One row: the document with its info tooltip (hover and keyboard focus), Upload / Manage Files, the status. */
export function DocumentRow({ doc, title, files, translations, onUpload, anchor }: DocumentRowProps) {
  const { t } = useTranslation('documents');
  const tipId = useId();
  const [tipHidden, setTipHidden] = useState(false);
  const attached = files.length > 0;
  return (
    <tr id={anchor}>
      <th scope="row" className="required-docs__doc">
        <span>{title}</span>
        <span className="info-tip" onMouseLeave={() => setTipHidden(false)}>
          <button
            type="button"
            className="info-tip__button"
            aria-label={t('about', { title })}
            aria-describedby={tipId}
            onBlur={() => setTipHidden(false)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setTipHidden(true);
            }}
          >
            <span aria-hidden="true">i</span>
          </button>
          <span role="tooltip" id={tipId} className={`info-tip__text${tipHidden ? ' info-tip__text--hidden' : ''}`}>
            {documentDescription(doc)}
          </span>
        </span>
        {(files.length > 0 || translations.length > 0) && (
          <span className="required-docs__files">
            {[...files.map((f) => f.fileName), ...translations.map((f) => t('translation', { file: f.fileName }))].join(', ')}
          </span>
        )}
      </th>
      <td>
        <button type="button" className="button button--secondary" onClick={onUpload} aria-label={t('buttonLabel', { action: attached ? t('manage') : t('upload'), title })}>
          {attached ? t('manage') : t('upload')}
        </button>
      </td>
      <td className="required-docs__status">
        {attached ? (
          <span className="status-ok">
            <span aria-hidden="true">✓</span>
            <span className="visually-hidden">{t('uploaded')}</span>
          </span>
        ) : (
          t('pending')
        )}
      </td>
    </tr>
  );
}
