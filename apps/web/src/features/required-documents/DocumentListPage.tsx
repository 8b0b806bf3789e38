import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { documents } from '@i129f/petition/i18n/en/documents.ts';
import type { SupportingDocument } from '@i129f/petition/documents/catalogue.ts';
import { evidenceFor, evidenceStatus } from '@i129f/petition/evidence/evaluate.ts';
import { evidenceFacts } from '@i129f/petition/evidence/facts.ts';
import { draftedLetters } from '@i129f/petition/evidence/letters.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import { useUserInfo } from '../../session/session.ts';
import { updateAppState, useAppState } from '../../state/appState.ts';
import { today } from '../interview-state/chatSession.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { dispatchChat } from '../interview-state/chatSession.ts';
import { usePetition } from '../interview-state/usePetition.ts';
import { useChatRecord } from '../interview-state/chatStore.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { filesApi, type StoredFile } from '../files/filesApi.ts';
import { TranslationPrompt } from '../upload/TranslationPrompt.tsx';
import { UploadDialog } from '../upload/UploadDialog.tsx';
import { documentTitle } from './documentTitles.ts';
import { RequirementSection } from './RequirementSection.tsx';
import { processUploads, routeAfterDocuments } from './nextStep.ts';
import './required-documents.css';

registerEnglish('documents', documents);

type DialogState = { doc: SupportingDocument; translated: boolean } | null;

/**
 * /file-upload-list: the evidence the petition needs (issue 20), one section per requirement of the evidence model —
 * what it proves and for whom, 'any one of' its documents, each a row of the spec's table (Document, Upload, Status),
 * its rules of form and its source; the upload dialog; Next Step. Computed from the server's petition (issue 19): the
 * same on every device, and it follows a changed answer at once.
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
  const petition = useChatRecord().state;
  const appNames = useAppState((s) => s.benPetNames);
  // The names as the petition has them (the app state's copy may not have caught up after a new sign-in).
  const names = petition?.names ?? appNames;
  // The multiple-filer rule is decided for a filing today (the readiness page lets the user plan another day).
  const applied = petition ? evidenceFor(petition, { filingDate: today() }) : [];
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
    if (email && applied.length) void reload();
  }, [email, applied.length, reload]);

  // A readiness 'Upload it' link names the requirement (#requirement-<id>): bring it into view once it is on the page.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [hash, applied.length]);

  // Nothing asked yet (no questionnaire answer): straight on to the chat. Not while Next Step's navigation is under way:
  // the chat session it starts may change the petition meanwhile, and this redirect would replace /section/0 with /section/1.
  if (!applied.length && !leaving) return <Navigate to="/section/1" replace />;

  const statuses = evidenceStatus(applied, stored, { letters: petition ? draftedLetters(petition) : [] });
  // His U.S. passport expired before today (section 4): not offered as proof of citizenship; the section says why.
  const passportExpiry = petition && evidenceFacts(petition, { filingDate: today() }).petitionerPassportExpired ? petition.answers['pet.passport.expiry'] : undefined;
  const filesOf = (id: number, translated: boolean) => stored.filter((f) => f.documentId === id && f.isTranslated === translated);
  const accepted = new Set(applied.flatMap((r) => r.accepts));
  // Per section, the kinds it shows first on the page (their rows carry #document-<kind>).
  const seen = new Set<number>();
  const firstRows = applied.map((r) => new Set(r.alternatives.flatMap((a) => (a.type === 'upload' && !seen.has(a.kind) && seen.add(a.kind) ? [a.kind] : []))));
  const originals = stored.filter((f) => !f.isTranslated && f.documentId !== null && accepted.has(f.documentId));

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
      {statuses.map((status, i) => (
        <RequirementSection
          key={status.requirement.id}
          status={status}
          names={names}
          filesOf={filesOf}
          onUpload={(doc) => setDialog({ doc, translated: false })}
          anchored={firstRows[i]!}
          {...(passportExpiry && status.requirement.id === 'citizenship' ? { notice: t('evidence.passportExpired', { expiry: passportExpiry }) } : {})}
        />
      ))}
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
