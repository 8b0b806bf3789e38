import { useId } from 'react';
import { Modal } from './Modal.tsx';

export type TranslationChoice = 'none' | 'add' | 'later';

interface TranslationPromptProps {
  fileName: string;
  onChoose: (choice: TranslationChoice) => void;
}

/** Spec §2: asked after an upload. 'Add translated version' opens the upload dialog for the translation. */
export function TranslationPrompt({ fileName, onChoose }: TranslationPromptProps) {
  const textId = useId();
  return (
    <Modal title="Translations" onClose={() => onChoose('later')} describedBy={textId} className="translation-prompt">
      <p id={textId}>You have uploaded {fileName}. We will need translations of any docs that are not in English.</p>
      <div className="modal__actions modal__actions--stack">
        <button type="button" className="button button--secondary" onClick={() => onChoose('none')}>
          No translation needed
        </button>
        <button type="button" className="button button--primary" onClick={() => onChoose('add')}>
          Add translated version
        </button>
        <button type="button" className="button button--secondary" onClick={() => onChoose('later')}>
          I'll decide later
        </button>
      </div>
    </Modal>
  );
}
