import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { saveBlob } from '../../api/saveBlob.ts';
import { useUserInfo } from '../../session/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { filesApi } from '../files/filesApi.ts';
import { flushChatSaves } from '../interview-state/flushChatSaves.ts';
import { usePlainLettersOffer } from '../chat/PlainLettersOffer.tsx';
import { packetApi, type PacketSummary } from './packetApi.ts';
import { readinessApi } from '../readiness/readinessApi.ts';
import { packet } from '@i129f/petition/i18n/en/packet.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import './packet.css';

registerEnglish('packet', packet);

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; summary: PacketSummary } | { kind: 'error'; message: string };

/** /packet: builds the filing packet on the server and offers it (and the sign-here sheet) for download. */
export default function PacketPage() {
  const { t } = useTranslation('packet');
  const email = useUserInfo()?.email ?? '';
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [downloadError, setDownloadError] = useState(false);
  const [blocking, setBlocking] = useState(0);

  // The readiness report's errors are shown before building: a packet with them is likely rejected or delayed.
  useEffect(() => {
    let live = true;
    if (email) {
      readinessApi
        .get(email)
        .then((r) => live && r.ok && setBlocking(r.data.errors))
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [email]);

  async function build() {
    setState({ kind: 'busy' });
    setDownloadError(false);
    try {
      await flushChatSaves(); // an answer changed a moment ago is in the packet
      const r = await packetApi.generate(email);
      // The server remembers the answers of this packet's I-129F ('changed since your last PDF').
      if (r.ok) setState({ kind: 'done', summary: r.data });
      // 503: the form edition; 422: an upload too heavy to unpack, which the server's message names (issue 23.1).
      else setState({ kind: 'error', message: r.status === 404 ? t('notStarted') : ((r.status === 503 || r.status === 422) && r.error?.message) || t('failed') });
    } catch {
      setState({ kind: 'error', message: t('failed') });
    }
  }

  // The packet's I-129F: the plain-letter offer first when the petition this page holds needs it (issue 21.5).
  const offer = usePlainLettersOffer(build);

  async function download(fileName: string) {
    setDownloadError(false);
    try {
      const r = await filesApi.download(email, fileName);
      if (r.ok) saveBlob(r.data, fileName);
      else setDownloadError(true);
    } catch {
      setDownloadError(true);
    }
  }

  return (
    <section className="packet" aria-labelledby="page-title">
      <h1 id="page-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <p>
        <Trans t={t} i18nKey="before" components={{ answers: <Link to="/check-answers" />, readiness: <Link to="/readiness" />, letters: <Link to="/letters" /> }} />
      </p>
      {blocking > 0 && (
        <Alert tone="info">
          <Trans t={t} i18nKey="blocking" count={blocking} components={{ readiness: <Link to="/readiness" /> }} />
        </Alert>
      )}
      <button type="button" className="button button--primary" disabled={state.kind === 'busy' || offer.dialog != null} onClick={offer.start}>
        {state.kind === 'done' ? t('buildAgain') : t('build')}
      </button>
      {offer.dialog}
      {state.kind === 'busy' && (
        <p role="status">
          <Spinner /> {t('building')}
        </p>
      )}
      {state.kind === 'error' && <Alert>{state.message}</Alert>}
      {downloadError && <Alert>{t('downloadFailed')}</Alert>}
      {state.kind === 'done' && (
        <div className="packet__result">
          <Alert tone="success">
            <Trans t={t} i18nKey="ready" values={{ count: state.summary.pageCount }} components={{ files: <Link to="/documents" /> }} />
          </Alert>
          {state.summary.skipped.length > 0 && (
            <Alert tone="info">{t('skipped', { files: state.summary.skipped.join(', ') })}</Alert>
          )}
          {(state.summary.notGenerated?.length ?? 0) > 0 && (
            <Alert tone="info">
              <Trans t={t} i18nKey="notGenerated" values={{ letters: state.summary.notGenerated!.join(', ') }} components={{ letters: <Link to="/letters" /> }} />
            </Alert>
          )}
          <div className="packet__downloads">
            <button type="button" className="button button--primary" onClick={() => void download(state.summary.fileName)}>
              {t('download')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => void download(state.summary.signSheetFileName)}>
              {t('downloadSheet')}
            </button>
          </div>
          <h2>{t('contents')}</h2>
          <ol className="packet__contents" aria-label={t('contents')}>
            {state.summary.bookmarks.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
