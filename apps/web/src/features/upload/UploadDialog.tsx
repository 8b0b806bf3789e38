import { useId, useRef, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { CameraCapture } from './CameraCapture.tsx';
import { ACCEPT_ATTRIBUTE, ACCEPTED_LABEL, checkFile } from './fileChecks.ts';
import { Modal } from './Modal.tsx';
import { uploadDocumentFiles } from './uploadDocumentFiles.ts';

export interface UploadDialogProps {
  email: string;
  /** Catalogue id sent as fileId. */
  fileId: number;
  documentTitle: string;
  isTranslatedFile: boolean;
  /** Names already stored for this document (an upload replaces them). */
  existing: readonly string[];
  onClose: () => void;
  /** After Confirm upload: the files the server took, and whether every listed file went through. */
  onUploaded: (uploaded: File[], allOk: boolean) => void;
}

interface Item {
  key: number;
  file: File;
  status: 'ready' | 'uploaded' | 'failed';
  message?: string;
}

let nextKey = 1;
const hasCamera = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** Spec §2 upload dialog: drag-and-drop area, 'From device', 'Camera', the file list with remove, Cancel, Confirm upload. */
export function UploadDialog(props: UploadDialogProps) {
  const [items, setItems] = useState<Item[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [camera, setCamera] = useState(false);
  const [cameraNotice, setCameraNotice] = useState<string | null>(null);
  const captureInput = useRef<HTMLInputElement>(null);
  const hintId = useId();

  async function add(files: readonly File[]) {
    const problems: string[] = [];
    const accepted: Item[] = [];
    for (const file of files) {
      const problem = await checkFile(file);
      if (problem) problems.push(problem);
      else accepted.push({ key: nextKey++, file, status: 'ready' });
    }
    setRejected(problems);
    setItems((list) => [...list, ...accepted]);
  }

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop: (files) => void add(files),
    noClick: true,
    noKeyboard: true,
    multiple: true,
    useFsAccessApi: false,
    disabled: busy,
  });

  async function confirm() {
    const files = items.map((i) => i.file);
    if (!files.length || busy) return;
    setBusy(true);
    const outcomes = await uploadDocumentFiles({ email: props.email, fileId: props.fileId, isTranslatedFile: props.isTranslatedFile, files });
    setBusy(false);
    setItems((list) =>
      list.map((item) => {
        const o = outcomes.find((x) => x.file === item.file);
        return o ? { ...item, status: o.ok ? 'uploaded' : 'failed', message: o.message } : item;
      }),
    );
    const uploaded = outcomes.filter((o) => o.ok).map((o) => o.file);
    if (uploaded.length || outcomes.every((o) => o.ok)) props.onUploaded(uploaded, outcomes.every((o) => o.ok));
  }

  const failed = items.filter((i) => i.status === 'failed');
  const title = props.isTranslatedFile ? `Upload a translation of ${props.documentTitle}` : `Upload ${props.documentTitle}`;

  return (
    <Modal title={title} onClose={() => !busy && props.onClose()} className="upload-dialog" describedBy={hintId}>
      <p id={hintId} className="upload-dialog__hint">
        {ACCEPTED_LABEL} files up to 20 MB each.
        {props.existing.length > 0 && ` Uploading replaces the file${props.existing.length > 1 ? 's' : ''} already stored: ${props.existing.join(', ')}.`}
      </p>
      <div {...getRootProps({ className: `dropzone${isDragActive ? ' dropzone--active' : ''}` })}>
        <input {...getInputProps({ accept: ACCEPT_ATTRIBUTE, 'aria-label': 'Choose files from this device' })} data-testid="upload-input" />
        <p>{isDragActive ? 'Drop the files here' : 'Drag and drop files here, or'}</p>
        <div className="dropzone__buttons">
          <button type="button" className="button button--secondary" onClick={open} disabled={busy}>
            From device
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => {
              setCameraNotice(null);
              if (hasCamera()) setCamera(true);
              else captureInput.current?.click();
            }}
          >
            Camera
          </button>
        </div>
        <input
          ref={captureInput}
          type="file"
          accept="image/*"
          capture="environment"
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Take a photo with the camera"
          onChange={(e) => {
            void add(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
      </div>
      {camera && (
        <CameraCapture
          onCapture={(file) => {
            setCamera(false);
            void add([file]);
          }}
          onCancel={() => setCamera(false)}
          onUnavailable={(message) => {
            setCamera(false);
            setCameraNotice(message);
          }}
        />
      )}
      {cameraNotice && (
        <div className="alert alert--info" role="status">
          {cameraNotice}{' '}
          <button type="button" className="link-button" onClick={() => captureInput.current?.click()}>
            Open the camera app
          </button>
        </div>
      )}
      {rejected.length > 0 && (
        <Alert>
          <ul className="upload-dialog__problems">
            {rejected.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      )}
      {failed.length > 0 && (
        <Alert>
          {failed.length === 1 ? `${failed[0]!.file.name} could not be uploaded.` : `${failed.length} files could not be uploaded.`} Remove it or try
          again.
        </Alert>
      )}
      {items.length > 0 && (
        <ul className="file-list" aria-label="Files to upload">
          {items.map((item) => (
            <li key={item.key} className={`file-list__item file-list__item--${item.status}`}>
              <span className="file-list__name">{item.file.name}</span>
              <span className="file-list__status">
                {item.status === 'uploaded' && 'Uploaded'}
                {item.status === 'failed' && `Failed: ${item.message ?? 'unknown error'}`}
              </span>
              <button
                type="button"
                className="link-button"
                disabled={busy}
                aria-label={`Remove ${item.file.name}`}
                onClick={() => setItems((list) => list.filter((i) => i.key !== item.key))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status">
        {busy ? `Uploading ${items.length} file${items.length > 1 ? 's' : ''}…` : ''}
      </p>
      <div className="modal__actions">
        <button type="button" className="button button--secondary" onClick={props.onClose} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="button button--primary" onClick={() => void confirm()} disabled={busy || items.length === 0} aria-busy={busy}>
          {busy && <Spinner />}
          Confirm upload
        </button>
      </div>
    </Modal>
  );
}
