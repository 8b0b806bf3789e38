import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { documents } from '@i129f/petition/i18n/en/documents.ts';
import { supportingDocument, type SupportingDocument } from '@i129f/petition/documents/catalogue.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import { useUserInfo } from '../../session/session.ts';
import { updateAppState, useAppState } from '../../state/appState.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { dispatchChat } from '../interview-state/chatSession.ts';
import { usePetition } from '../interview-state/usePetition.ts';
import { useChatRecord } from '../interview-state/chatStore.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { filesApi, type StoredFile } from '../files/filesApi.ts';
import { TranslationPrompt } from '../upload/TranslationPrompt.tsx';
import { UploadDialog } from '../upload/UploadDialog.tsx';
import { DocumentRow } from './DocumentRow.tsx';
import { documentTitle } from './documentTitles.ts';
import { processUploads, routeAfterDocuments } from './nextStep.ts';
import './required-documents.css';

registerEnglish('documents', documents);

type DialogState = { doc: SupportingDocument; translated: boolean } | null;

/**
 * /file-upload-list, the table reading of spec §2: Document, Upload, Status; the upload dialog; Next Step. The list
 * is the server's petition's (issue 19): the same on every device, and it follows a changed answer at once.
 */
export default function DocumentListPage() {
  const record = usePetition();
  if (!record.loaded) return <PageLoading />;
  return <DocumentList />;
}

function DocumentList() {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  // Set by Next Step: the page is on its way out (see the redirect below).
  const [leaving, setLeaving] = useState(false);
  const email = useUserInfo()?.email ?? '';
  const required = useAppState((s) => s.requiredDocuments);
  const appNames = useAppState((s) => s.benPetNames);
  // The names as the petition has them (the app state's copy may not have caught up after a new sign-in).
  const names = useChatRecord().state?.names ?? appNames;
  const [stored, setStored] = useState<StoredFile[]>([]);
  const [loadFailed, setLoadFailed] = useState(false);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [prompt, setPrompt] = useState<{ doc: SupportingDocument; fileName: string } | null>(null);
  const [processing, setProcessing] = useState(false);

  const reload = useCallback(async () => {
    try {
      const r = await filesApi.list(email);
      setLoadFailed(!r.ok);
      if (r.ok) setStored(r.data);
    } catch {
      setLoadFailed(true);
    }
  }, [email]);

  useEffect(() => {
    if (email && required.length) void reload();
  }, [email, required.length, reload]);

  // Nothing required: straight on to the chat. Not while Next Step's navigation is under way: the chat session it
  // starts may re-derive the list meanwhile, and this redirect would then replace /section/0 with /section/1.
  if (!required.length && !leaving) return <Navigate to="/section/1" replace />;

  const docs = required.map((id) => supportingDocument(id)).filter((d): d is SupportingDocument => !!d);
  const filesOf = (id: number, translated: boolean) => stored.filter((f) => f.documentId === id && f.isTranslated === translated);
  const originals = stored.filter((f) => !f.isTranslated && f.documentId !== null && required.includes(f.documentId));

  async function nextStep() {
    setProcessing(true);
    const extracted = await processUploads(email, originals);
    const route = routeAfterDocuments({ attachedCount: originals.length, extracted });
    // The values read from the passports go to the petition (section 0 asks the client to confirm each).
    const change = { type: 'extracted' as const, passed: route.passedAutoExtractedStep, info: originals.length ? extracted : {} };
    const r = dispatchChat(change);
    // Processing a new upload means confirming its values again in section 0 (what that clears is section 0's own).
    if (r.consent) dispatchChat({ ...change, clear: r.consent });
    setProcessing(false);
    setLeaving(true);
    navigate(route.path);
  }

  return (
    <section className="required-docs" aria-labelledby="page-title">
      <h1 id="page-title">{t('title')}</h1>
      <p className="required-docs__intro">{t('intro')}</p>
      {loadFailed && <Alert>{t('loadFailed')}</Alert>}
      <table className="required-docs__table">
        <thead>
          <tr>
            <th scope="col">{t('columns.document')}</th>
            <th scope="col">{t('columns.upload')}</th>
            <th scope="col">{t('columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {docs.map((doc) => (
            <DocumentRow
              key={doc.id}
              doc={doc}
              title={documentTitle(doc, names)}
              files={filesOf(doc.id, false)}
              translations={filesOf(doc.id, true)}
              onUpload={() => setDialog({ doc, translated: false })}
            />
          ))}
        </tbody>
      </table>
      <div className="required-docs__actions">
        <button type="button" className="button button--primary" onClick={() => void nextStep()} disabled={processing} aria-busy={processing}>
          {processing && <Spinner />}
          {processing ? t('processing') : t('next')}
        </button>
      </div>
      {dialog && (
        <UploadDialog
          email={email}
          fileId={dialog.doc.id}
          documentTitle={documentTitle(dialog.doc, names)}
          isTranslatedFile={dialog.translated}
          existing={filesOf(dialog.doc.id, dialog.translated).map((f) => f.fileName)}
          onClose={() => setDialog(null)}
          onUploaded={(files, allOk) => {
            updateAppState({ currentProgressBarStep: 2 });
            void reload();
            if (!allOk) return;
            const { doc, translated } = dialog;
            setDialog(null);
            if (!translated && files.length) setPrompt({ doc, fileName: files.map((f) => f.name).join(', ') });
          }}
        />
      )}
      {prompt && (
        <TranslationPrompt
          fileName={prompt.fileName}
          onChoose={(choice) => {
            setPrompt(null);
            if (choice === 'add') setDialog({ doc: prompt.doc, translated: true });
          }}
        />
      )}
    </section>
  );
}
