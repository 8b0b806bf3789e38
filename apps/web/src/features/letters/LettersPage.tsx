import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LetterDoc } from '@i129f/petition/letters/drafts.ts';
import { useUserInfo } from '../../session/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { lettersApi } from './lettersApi.ts';
import { ReadingCopy } from './ReadingCopy.tsx';
import { letters } from '@i129f/petition/i18n/en/letters.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import './letters.css';

registerEnglish('letters', letters);

type Load = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; letters: LetterDoc[] };

/** /letters: intent-to-marry statements, the relationship statement (edited here first) and the cover letter. */
export default function LettersPage() {
  const { t } = useTranslation('letters');
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
        else setLoad({ kind: 'error', message: r.status === 404 ? t('notStarted') : t('loadError') });
      })
      .catch(() => live && setLoad({ kind: 'error', message: t('loadError') }));
    return () => {
      live = false;
    };
  }, [email, t]);

  return (
    <section className="letters" aria-labelledby="page-title">
      <h1 id="page-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      {load.kind === 'loading' && (
        <p role="status">
          <Spinner /> {t('drafting')}
        </p>
      )}
      {load.kind === 'error' && <Alert>{load.message}</Alert>}
      {load.kind === 'ready' && load.letters.map((letter) => <LetterCard key={letter.kind} email={email} letter={letter} />)}
    </section>
  );
}

const HEADINGS = {
  'intent-petitioner': 'headings.intentPetitioner',
  'intent-beneficiary': 'headings.intentBeneficiary',
  relationship: 'headings.relationship',
  waiver: 'headings.waiver',
  cover: 'headings.cover',
} as const satisfies Record<LetterDoc['kind'], `headings.${keyof typeof letters.headings}`>;

function LetterCard({ email, letter }: { email: string; letter: LetterDoc }) {
  const { t } = useTranslation('letters');
  const headingId = useId();
  const textId = useId();
  const hintId = useId();
  const bracketsId = useId();
  const [text, setText] = useState(letter.paragraphs.join('\n\n'));
  /** The drafts mark what only the user can write as '[… Delete this line.]'. */
  const bracketsLeft = letter.editable && /\[[^\]]*\]/.test(text);
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
      <h2 id={headingId}>{t(HEADINGS[letter.kind])}</h2>
      {letter.editable ? (
        <>
          <label htmlFor={textId}>{t(letter.kind === 'waiver' ? 'yourRequest' : 'yourStatement')}</label>
          <p className="letters__hint" id={hintId}>
            {t(letter.kind === 'waiver' ? 'waiverHint' : 'editHint')} {t('packetHint')}
          </p>
          <textarea
            id={textId}
            className="letters__text"
            rows={letter.kind === 'waiver' ? 16 : 12}
            maxLength={20_000}
            value={text}
            aria-describedby={bracketsLeft ? `${hintId} ${bracketsId}` : hintId}
            onChange={(e) => setText(e.target.value)}
          />
          {bracketsLeft && (
            <p className="letters__hint" id={bracketsId}>
              {t('bracketsLeft')}
            </p>
          )}
        </>
      ) : (
        // Scrolls when long (the cover letter's enclosures): reachable and scrollable by keyboard, named by the letter's title.
        <div className="letters__preview" tabIndex={0} role="region" aria-labelledby={headingId}>
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
          <p className="letters__sign">{t('signatureLines', { names: letter.signatures.map((s) => `${s.name} (${s.role})`).join(', ') })}</p>
        </div>
      )}
      <button type="button" className="button button--primary" disabled={state.kind === 'busy' || (letter.editable && !text.trim())} onClick={() => void generate()}>
        {state.kind === 'busy' ? t('generating') : t('generate')}
      </button>
      <ReadingCopy email={email} letter={letter} text={letter.editable ? text : undefined} />
      {state.kind === 'done' && (
        <Alert tone="success">
          {t('savedTo')} <Link to="/documents">{t('yourFiles')}</Link>: {state.fileNames.join(', ')}
        </Alert>
      )}
      {state.kind === 'error' && <Alert>{t('failed')}</Alert>}
    </article>
  );
}
