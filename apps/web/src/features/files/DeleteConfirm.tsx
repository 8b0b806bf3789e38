import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../upload/Modal.tsx';

interface DeleteConfirmProps {
  fileName: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec §2: 'Delete {file}?' with Cancel and Confirm Delete. */
export function DeleteConfirm({ fileName, onCancel, onConfirm }: DeleteConfirmProps) {
  const { t } = useTranslation('files');
  const textId = useId();
  return (
    <Modal title={t('deleteDialog.title', { file: fileName })} onClose={onCancel} describedBy={textId}>
      <p id={textId}>{t('deleteDialog.text')}</p>
      <div className="modal__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} autoFocus>
          {t('deleteDialog.cancel')}
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {t('deleteDialog.confirm')}
        </button>
      </div>
    </Modal>
  );
}
