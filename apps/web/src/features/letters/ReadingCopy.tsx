import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LetterDoc } from '@i129f/petition/letters/drafts.ts';
import { isSworn } from '@i129f/petition/letters/reading-copies.ts';
import { saveBlob } from '../../api/saveBlob.ts';
import { Alert } from '../../ui/Alert.tsx';
import { lettersApi } from './lettersApi.ts';

/**
 * Next to a sworn letter, for a Spanish reader: 'Copia de lectura en español (no se presenta)' downloads a Spanish
 * translation of the letter as it stands (`text`: an editable letter as edited here), so she knows what she signs
 * (issue 20). The letter filed stays in English; the copy is not stored among her files.
 */
export function ReadingCopy({ email, letter, text }: { email: string; letter: LetterDoc; text: string | undefined }) {
  const { t, i18n } = useTranslation('letters');
  const [state, setState] = useState<'idle' | 'busy' | 'error'>('idle');
  if (i18n.language !== 'es' || !isSworn(letter.kind)) return null;

  async function download() {
    setState('busy');
    try {
      const r = await lettersApi.readingCopy(email, letter.kind, text);
      if (!r.ok || !r.data) return setState('error');
      saveBlob(r.data, `Copia_de_lectura_${letter.fileStem}.pdf`);
      setState('idle');
    } catch {
      setState('error');
    }
  }

  return (
    <>
      <button type="button" className="button button--secondary letters__reading-copy" disabled={state === 'busy'} onClick={() => void download()}>
        {t('readingCopy')}
      </button>
      {state === 'error' && <Alert>{t('readingCopyFailed')}</Alert>}
    </>
  );
}
