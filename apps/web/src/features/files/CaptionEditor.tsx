import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTION_MAX_LENGTH, ZCaption } from '@i129f/petition/api/file-captions.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Modal } from '../upload/Modal.tsx';
import { filesApi, type StoredFile } from './filesApi.ts';

interface CaptionEditorProps {
  email: string;
  file: StoredFile;
  onCancel: () => void;
  onSaved: (caption: string) => void;
}

/** Edits an upload's caption after the upload (issue 20.3): the shared schema checks it here and on the server. */
export function CaptionEditor({ email, file, onCancel, onSaved }: CaptionEditorProps) {
  const { t } = useTranslation('files');
  const id = useId();
  const [caption, setCaption] = useState(file.caption ?? '');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const parsed = ZCaption.safeParse(caption);

  async function save() {
    if (!parsed.success) return;
    setState('busy');
    try {
      const r = await filesApi.setCaption(email, file.fileName, parsed.data);
      if (!r.ok) return setState('failed');
      onSaved(parsed.data);
    } catch {
      setState('failed');
    }
  }

  return (
    <Modal title={t('captionDialog.title', { file: file.fileName })} onClose={onCancel}>
      <form
        className="files__caption-form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label htmlFor={`${id}-input`}>{t('captionDialog.label')}</label>
        <input
          id={`${id}-input`}
          type="text"
          value={caption}
          maxLength={CAPTION_MAX_LENGTH}
          aria-invalid={!parsed.success || undefined}
          aria-describedby={parsed.success ? `${id}-hint` : `${id}-error ${id}-hint`}
          onChange={(e) => setCaption(e.target.value)}
        />
        <p id={`${id}-hint`} className="files__caption-hint">
          {t('captionDialog.hint')}
        </p>
        {!parsed.success && (
          <p id={`${id}-error`} className="files__caption-error">
            {t('captionDialog.invalid')}
          </p>
        )}
        {state === 'failed' && <Alert>{t('captionDialog.failed')}</Alert>}
        <div className="modal__actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('captionDialog.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={!parsed.success || state === 'busy'} aria-busy={state === 'busy'}>
            {t('captionDialog.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
