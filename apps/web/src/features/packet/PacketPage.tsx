import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { saveBlob } from '../../api/saveBlob.ts';
import { useUserInfo } from '../../session/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { filesApi } from '../files/filesApi.ts';
import { rememberPacketAnswers } from '../check-answers/lastPacket.ts';
import { chatStore } from '../interview-state/chatStore.ts';
import { packetApi, type PacketSummary } from './packetApi.ts';
import { readinessApi } from '../readiness/readinessApi.ts';
import './packet.css';

export const PACKET_TEXT = {
  title: 'Filing packet',
  intro: 'One PDF in the order USCIS expects: cover letter, Form G-1145, Form I-129F, then your evidence as exhibits with an index and tab pages. A separate sheet shows where to sign in ink and how to mail it.',
  before: 'Before you build it: check the',
  notStarted: 'Answer the interview first: the packet is built from your answers.',
  failed: 'The packet could not be built. Please try again in a minute.',
  downloadFailed: 'The download failed. Please try again.',
} as const;

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; summary: PacketSummary } | { kind: 'error'; message: string };

/** /packet: builds the filing packet on the server and offers it (and the sign-here sheet) for download. */
export default function PacketPage() {
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
      const r = await packetApi.generate(email);
      if (r.ok) {
        setState({ kind: 'done', summary: r.data });
        // Check your answers marks the sections changed after this packet.
        const answers = chatStore.get().state?.answers;
        if (answers) rememberPacketAnswers(email, answers);
      }
      else setState({ kind: 'error', message: r.status === 404 ? PACKET_TEXT.notStarted : (r.status === 503 && r.error?.message) || PACKET_TEXT.failed });
    } catch {
      setState({ kind: 'error', message: PACKET_TEXT.failed });
    }
  }

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
      <h1 id="page-title">{PACKET_TEXT.title}</h1>
      <p>{PACKET_TEXT.intro}</p>
      <p>
        {PACKET_TEXT.before} <Link to="/check-answers">answers</Link>, the <Link to="/readiness">readiness report</Link> and your{' '}
        <Link to="/letters">letters</Link>.
      </p>
      {blocking > 0 && (
        <Alert tone="info">
          The <Link to="/readiness">readiness report</Link> finds {blocking} {blocking === 1 ? 'error' : 'errors'} to fix before you mail the packet.
        </Alert>
      )}
      <button type="button" className="button button--primary" disabled={state.kind === 'busy'} onClick={() => void build()}>
        {state.kind === 'done' ? 'Build it again' : 'Build the filing packet'}
      </button>
      {state.kind === 'busy' && (
        <p role="status">
          <Spinner /> Building your packet…
        </p>
      )}
      {state.kind === 'error' && <Alert>{state.message}</Alert>}
      {downloadError && <Alert>{PACKET_TEXT.downloadFailed}</Alert>}
      {state.kind === 'done' && (
        <div className="packet__result">
          <Alert tone="success">
            Your packet is ready: {state.summary.pageCount} pages, also saved on <Link to="/documents">your files</Link>.
          </Alert>
          {state.summary.skipped.length > 0 && (
            <Alert tone="info">These uploads could not be turned into pages; print them separately and put them in their place: {state.summary.skipped.join(', ')}.</Alert>
          )}
          <div className="packet__downloads">
            <button type="button" className="button button--primary" onClick={() => void download(state.summary.fileName)}>
              Download the packet
            </button>
            <button type="button" className="button button--secondary" onClick={() => void download(state.summary.signSheetFileName)}>
              Download the sign-here sheet and mailing checklist
            </button>
          </div>
          <h2>Contents</h2>
          <ol className="packet__contents" aria-label="Contents">
            {state.summary.bookmarks.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
