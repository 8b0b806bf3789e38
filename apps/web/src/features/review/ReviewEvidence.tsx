import { useTranslation } from 'react-i18next';
import { documents } from '@i129f/petition/i18n/en/documents.ts';
import type { ReviewEvidence as Row } from '@i129f/petition/review/evidence.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import { concernsText, letterText, needText, requirementTitle } from '../required-documents/evidenceTexts.ts';
import { useReviewText } from './reviewTexts.ts';

registerEnglish('documents', documents);

/**
 * The staff review's evidence table (issue 20): each requirement of the evidence model for this petition, whom it
 * concerns, required or recommended, and whether the client's uploads (by file name) or the drafted letters meet it.
 */
export function ReviewEvidence({ rows }: { rows: readonly Row[] }) {
  const { t } = useReviewText();
  const { t: tDoc } = useTranslation('documents');
  return (
    <table className="review__evidence">
      <caption>{t('evidenceCaption')}</caption>
      <tbody>
        {rows.map(({ requirement: r, satisfied, files, letters }) => {
          const state = files.length ? 'satisfied' : letters.length ? 'drafted' : r.need === 'recommended' ? 'optional' : 'missing';
          return (
            <tr key={r.id}>
              <th scope="row">{requirementTitle(r)}</th>
              <td>
                {concernsText(r)} · {needText(r)}
              </td>
              <td className={satisfied ? 'review__evidence-ok' : 'review__evidence-missing'}>
                {tDoc(`evidence.status.${state}` as 'evidence.status.missing')}
                {files.length > 0 && <div>{t('evidenceBy', { files: files.join(', ') })}</div>}
                {letters.map((l) => (
                  <div key={l}>{letterText(r, l)}</div>
                ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
