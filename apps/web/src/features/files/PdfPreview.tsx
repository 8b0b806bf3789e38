import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { files as FILES_EN } from '@i129f/petition/i18n/en/files.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import { Modal } from '../upload/Modal.tsx';
import { openPdf } from '../pdf-editor/pdfjs.ts';
import { renderPage } from '../pdf-editor/renderPage.ts';
import { filesApi } from './filesApi.ts';

interface PdfPreviewProps {
  email: string;
  fileName: string;
  onClose: () => void;
  /** The file could not be loaded or rendered: the page shows 'Failed to load PDF preview'. */
  onError: () => void;
}

// The preview opens from the Files page and from the staff review page, whose chunk has no 'files' texts of its own.
registerEnglish('files', FILES_EN);

/** The PDF preview modal: every page drawn by pdf.js (this module and pdf.js load only when View is used). */
export default function PdfPreview({ email, fileName, onClose, onError }: PdfPreviewProps) {
  const { t } = useTranslation('files');
  const pages = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready'>('loading');
  const failed = useRef(onError);
  failed.current = onError;

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    (async () => {
      const r = await filesApi.download(email, fileName);
      if (!r.ok) throw new Error(`download ${r.status}`);
      const doc = await openPdf(new Uint8Array(await r.data.arrayBuffer()));
      destroy = () => void doc.destroy();
      const container = pages.current;
      if (cancelled || !container) return;
      // The content box: clientWidth includes the padding, so pages drawn at it ran past the right edge.
      const style = getComputedStyle(container);
      const inner = container.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
      const width = Math.min(inner > 0 ? inner : 800, 900);
      for (let n = 1; n <= doc.numPages && !cancelled; n++) {
        await renderPage({ doc, pageNumber: n, container, width, forms: false });
        if (n === 1) setState('ready');
      }
    })().catch((e: unknown) => {
      console.error('PDF preview failed', e);
      if (!cancelled) failed.current();
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [email, fileName]);

  return (
    <Modal title={t('preview.title', { file: fileName })} onClose={onClose} className="modal--wide pdf-preview">
      {state === 'loading' && (
        <p role="status" className="pdf-preview__loading">
          {t('preview.loading')}
        </p>
      )}
      <div ref={pages} className="pdf-preview__pages" tabIndex={0} aria-label={t('preview.pages', { file: fileName })} role="region" />
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('preview.close')}
        </button>
      </div>
    </Modal>
  );
}
