import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { upload } from '@i129f/petition/i18n/en/upload.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import { Modal } from './Modal.tsx';

registerEnglish('upload', upload);

export type TranslationChoice = 'none' | 'add' | 'later';

interface TranslationPromptProps {
  fileName: string;
  onChoose: (choice: TranslationChoice) => void;
}

/** Spec §2: asked after an upload. 'Add translated version' opens the upload dialog for the translation. */
export function TranslationPrompt({ fileName, onChoose }: TranslationPromptProps) {
  const { t } = useTranslation('upload');
  const textId = useId();
  return (
    <Modal title={t('translations.title')} onClose={() => onChoose('later')} describedBy={textId} className="translation-prompt">
      <p id={textId}>{t('translations.text', { file: fileName })}</p>
      <div className="modal__actions modal__actions--stack">
        <button type="button" className="button button--secondary" onClick={() => onChoose('none')}>
          {t('translations.none')}
        </button>
        <button type="button" className="button button--primary" onClick={() => onChoose('add')}>
          {t('translations.add')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onChoose('later')}>
          {t('translations.later')}
        </button>
      </div>
    </Modal>
  );
}
