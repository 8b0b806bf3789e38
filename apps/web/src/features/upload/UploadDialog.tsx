import { useId, useRef, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { upload } from '@i129f/petition/i18n/en/upload.ts';
import { CAPTION_MAX_LENGTH, CAPTIONED_DOCUMENTS, ZCaption } from '@i129f/petition/api/file-captions.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { CameraCapture } from './CameraCapture.tsx';
import { ACCEPT_ATTRIBUTE, checkFile } from './fileChecks.ts';
import { Modal } from './Modal.tsx';
import { uploadDocumentFiles } from './uploadDocumentFiles.ts';

registerEnglish('upload', upload);

export interface UploadDialogProps {
  email: string;
  /** Catalogue id sent as fileId. */
  fileId: number;
  documentTitle: string;
  isTranslatedFile: boolean;
  /** Names already stored for this document (an upload replaces them). */
  existing: readonly string[];
  onClose: () => void;
  /** After Confirm upload: the files the server took in this dialog, and whether every listed file went through. */
  onUploaded: (uploaded: File[], allOk: boolean) => void;
}

interface Item {
  key: number;
  file: File;
  status: 'ready' | 'uploading' | 'uploaded' | 'failed';
  message?: string;
  /** What the picture shows (date, place, who): relationship evidence only (CAPTIONED_DOCUMENTS). */
  caption: string;
}

let nextKey = 1;
const hasCamera = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** Spec §2 upload dialog: drag-and-drop area, 'From device', 'Camera', the file list with remove, Cancel, Confirm upload. */
export function UploadDialog(props: UploadDialogProps) {
  const { t } = useTranslation('upload');
  const [items, setItems] = useState<Item[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  /** Files of the running batch that are finished, and how many it has. */
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [camera, setCamera] = useState(false);
  const [cameraNotice, setCameraNotice] = useState<string | null>(null);
  const captureInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  /** The files stored when the dialog opened: the ones this dialog uploads must not be listed as "replaced". */
  const [existing] = useState(props.existing);

  async function add(files: readonly File[]) {
    const problems: string[] = [];
    const accepted: Item[] = [];
    for (const file of files) {
      const problem = await checkFile(file);
      if (problem) problems.push(problem);
      else accepted.push({ key: nextKey++, file, status: 'ready', caption: '' });
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

  /** One request per file, in turn; files already uploaded from this dialog are not sent again (a retry adds). */
  async function confirm() {
    const pending = items.filter((i) => i.status !== 'uploaded');
    if (!pending.length || busy) return;
    // The server's schema, checked here first: a caption it would refuse stops the batch before anything is sent.
    if (pending.some((i) => !ZCaption.safeParse(i.caption).success)) return;
    setBusy(true);
    setProgress({ done: 0, total: pending.length });
    const setStatus = (file: File, patch: Pick<Item, 'status' | 'message'>) =>
      setItems((list) => list.map((item) => (item.file === file ? { ...item, ...patch } : item)));
    const outcomes = await uploadDocumentFiles({
      email: props.email,
      fileId: props.fileId,
      isTranslatedFile: props.isTranslatedFile,
      files: pending.map((i) => i.file),
      captions: new Map(pending.map((i) => [i.file, i.caption])),
      replaceStored: !items.some((i) => i.status === 'uploaded'),
      onProgress: (file, state) => {
        if (state === 'uploading') return setStatus(file, { status: 'uploading', message: undefined });
        setStatus(file, { status: state.ok ? 'uploaded' : 'failed', message: state.message });
        setProgress((p) => p && { ...p, done: p.done + 1 });
      },
    });
    setBusy(false);
    setProgress(null);
    const uploaded = [...items.filter((i) => i.status === 'uploaded').map((i) => i.file), ...outcomes.filter((o) => o.ok).map((o) => o.file)];
    const allOk = outcomes.every((o) => o.ok);
    if (uploaded.length) props.onUploaded(uploaded, allOk);
  }

  const failed = items.filter((i) => i.status === 'failed');
  const captioned = CAPTIONED_DOCUMENTS.includes(props.fileId) && !props.isTranslatedFile;
  const captionInvalid = (i: Item) => !ZCaption.safeParse(i.caption).success;
  const retry = failed.length > 0 && !items.some((i) => i.status === 'ready');
  const title = t(props.isTranslatedFile ? 'titleTranslation' : 'title', { document: props.documentTitle });

  return (
    <Modal title={title} onClose={() => !busy && props.onClose()} className="upload-dialog" describedBy={hintId}>
      <p id={hintId} className="upload-dialog__hint">
        {t('hint', { types: t('types') })}
        {existing.length > 0 && t('replaces', { count: existing.length, files: existing.join(', ') })}
      </p>
      <div {...getRootProps({ className: `dropzone${isDragActive ? ' dropzone--active' : ''}` })}>
        <input {...getInputProps({ accept: ACCEPT_ATTRIBUTE, 'aria-label': t('chooseFiles') })} data-testid="upload-input" />
        <p>{isDragActive ? t('drop') : t('dragOr')}</p>
        <div className="dropzone__buttons">
          <button type="button" className="button button--secondary" onClick={open} disabled={busy}>
            {t('fromDevice')}
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
            {t('camera')}
          </button>
        </div>
        <input
          ref={captureInput}
          type="file"
          accept="image/*"
          capture="environment"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('takePhotoInput')}
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
            {t('openCameraApp')}
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
          {failed.length === 1
            ? t('failedOne', { file: failed[0]!.file.name })
            : t('failedMany', { count: failed.length })}
        </Alert>
      )}
      {items.length > 0 && (
        <ul className="file-list" aria-label={t('filesToUpload')}>
          {items.map((item) => (
            <li key={item.key} className={`file-list__item file-list__item--${item.status}`}>
              <bdi className="file-list__name">{item.file.name}</bdi>
              <span className="file-list__status">
                {item.status === 'uploading' && (
                  <>
                    <Spinner /> {t('uploading')}
                  </>
                )}
                {item.status === 'uploaded' && t('uploaded')}
                {item.status === 'failed' && t('failed', { message: item.message ?? t('unknownError') })}
              </span>
              {item.status !== 'uploaded' && (
                <button
                  type="button"
                  className="link-button"
                  disabled={busy}
                  aria-label={t('removeLabel', { file: item.file.name })}
                  onClick={() => setItems((list) => list.filter((i) => i.key !== item.key))}
                >
                  {t('remove')}
                </button>
              )}
              {/* After the name and its buttons, in reading and Tab order; on its own line. */}
              {captioned && (
                <CaptionInput
                  file={item.file.name}
                  value={item.caption}
                  invalid={captionInvalid(item)}
                  disabled={busy || item.status === 'uploaded'}
                  onChange={(caption) => setItems((list) => list.map((i) => (i.key === item.key ? { ...i, caption } : i)))}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="upload-dialog__progress" role="status">
        {progress && progress.total > 1 ? t('progress', { n: Math.min(progress.done + 1, progress.total), total: progress.total }) : progress ? t('uploading') : ''}
      </p>
      <div className="modal__actions">
        <button type="button" className="button button--secondary" onClick={props.onClose} disabled={busy}>
          {t('cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void confirm()}
          disabled={busy || !items.some((i) => i.status !== 'uploaded') || items.some((i) => i.status !== 'uploaded' && captionInvalid(i))}
          aria-busy={busy}
        >
          {busy && <Spinner />}
          {retry ? t('retry') : t('confirm')}
        </button>
      </div>
    </Modal>
  );
}

/** The optional caption of one file: labelled with the file's name, the hint (and the error) as its description. */
function CaptionInput(props: { file: string; value: string; invalid: boolean; disabled: boolean; onChange: (caption: string) => void }) {
  const { t } = useTranslation('upload');
  const id = useId();
  return (
    <div className="file-list__caption">
      <label htmlFor={`${id}-input`}>{t('captionLabel', { file: props.file })}</label>
      <input
        id={`${id}-input`}
        type="text"
        value={props.value}
        maxLength={CAPTION_MAX_LENGTH}
        disabled={props.disabled}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.invalid ? `${id}-error ${id}-hint` : `${id}-hint`}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="file-list__caption-hint">
        {t('captionHint')}
      </p>
      {props.invalid && (
        <p id={`${id}-error`} className="file-list__caption-error">
          {t('captionInvalid')}
        </p>
      )}
    </div>
  );
}
