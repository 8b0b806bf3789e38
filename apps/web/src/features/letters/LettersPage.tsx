import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { LetterDoc } from '@i129f/petition/letters/drafts.ts';
import { useUserInfo } from '../../session/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { lettersApi } from './lettersApi.ts';
import './letters.css';

export const LETTERS_TEXT = {
  title: 'Letters',
  intro: 'Each letter is drafted from your answers. Generate it as a PDF to print and sign, and as a Word file to edit. Both appear on your Files page.',
  notStarted: 'Answer the interview first: the letters are drafted from your answers.',
  loadError: 'The letters could not be loaded.',
  failed: 'The letter could not be generated. Please try again.',
  editHint: 'Edit the statement in your own words before you generate it. Leave a blank line between paragraphs.',
} as const;

type Load = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; letters: LetterDoc[] };

/** /letters: intent-to-marry statements, the relationship statement (edited here first) and the cover letter. */
export default function LettersPage() {
  const email = useUserInfo()?.email ?? '';
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  useEffect(() => {
    if (!email) return;
    let live = true;
    lettersApi
      .drafts(email)
      .then((r) => {
        if (!live) return;
        if (r.ok) setLoad({ kind: 'ready', letters: r.data.letters });
        else setLoad({ kind: 'error', message: r.status === 404 ? LETTERS_TEXT.notStarted : LETTERS_TEXT.loadError });
      })
      .catch(() => live && setLoad({ kind: 'error', message: LETTERS_TEXT.loadError }));
    return () => {
      live = false;
    };
  }, [email]);

  return (
    <section className="letters" aria-labelledby="page-title">
      <h1 id="page-title">{LETTERS_TEXT.title}</h1>
      <p>{LETTERS_TEXT.intro}</p>
      {load.kind === 'loading' && (
        <p role="status">
          <Spinner /> Drafting your letters…
        </p>
      )}
      {load.kind === 'error' && <Alert>{load.message}</Alert>}
      {load.kind === 'ready' && load.letters.map((letter) => <LetterCard key={letter.kind} email={email} letter={letter} />)}
    </section>
  );
}

const HEADINGS: Record<LetterDoc['kind'], string> = {
  'intent-petitioner': 'Statement of intent to marry — petitioner',
  'intent-beneficiary': 'Statement of intent to marry — beneficiary',
  relationship: 'How we met — relationship statement',
  cover: 'Cover letter',
};

function LetterCard({ email, letter }: { email: string; letter: LetterDoc }) {
  const headingId = useId();
  const textId = useId();
  const [text, setText] = useState(letter.paragraphs.join('\n\n'));
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; fileNames: string[] } | { kind: 'error' }>({ kind: 'idle' });

  async function generate() {
    setState({ kind: 'busy' });
    try {
      const r = await lettersApi.generate(email, letter.kind, letter.editable ? text : undefined);
      setState(r.ok ? { kind: 'done', fileNames: r.data.fileNames } : { kind: 'error' });
    } catch {
      setState({ kind: 'error' });
    }
  }

  return (
    <article className="letters__card" aria-labelledby={headingId}>
      <h2 id={headingId}>{HEADINGS[letter.kind]}</h2>
      {letter.editable ? (
        <>
          <label htmlFor={textId}>Your statement</label>
          <p className="letters__hint">{LETTERS_TEXT.editHint}</p>
          <textarea id={textId} className="letters__text" rows={12} maxLength={20_000} value={text} onChange={(e) => setText(e.target.value)} />
        </>
      ) : (
        <div className="letters__preview">
          {letter.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          {letter.list && (
            <ol>
              {letter.list.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ol>
          )}
          <p className="letters__sign">Signature lines for: {letter.signatures.map((s) => `${s.name} (${s.role})`).join(', ')}</p>
        </div>
      )}
      <button type="button" className="button button--primary" disabled={state.kind === 'busy' || (letter.editable && !text.trim())} onClick={() => void generate()}>
        {state.kind === 'busy' ? 'Generating…' : 'Generate PDF and Word'}
      </button>
      {state.kind === 'done' && (
        <Alert tone="success">
          Saved to <Link to="/documents">your files</Link>: {state.fileNames.join(', ')}
        </Alert>
      )}
      {state.kind === 'error' && <Alert>{LETTERS_TEXT.failed}</Alert>}
    </article>
  );
}
