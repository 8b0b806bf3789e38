import { useId } from 'react';
import { Modal } from '../upload/Modal.tsx';

interface DeleteConfirmProps {
  fileName: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec §2: 'Delete {file}?' with Cancel and Confirm Delete. */
export function DeleteConfirm({ fileName, onCancel, onConfirm }: DeleteConfirmProps) {
  const textId = useId();
  return (
    <Modal title={`Delete ${fileName}?`} onClose={onCancel} describedBy={textId}>
      <p id={textId}>Are you sure you want to delete this file? This action cannot be undone.</p>
      <div className="modal__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} autoFocus>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm}>
          Confirm Delete
        </button>
      </div>
    </Modal>
  );
}
