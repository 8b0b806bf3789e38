import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PetitionDoc } from '@i129f/petition/changes/types.ts';
import { plainLetters } from '@i129f/petition/i18n/en/plainLetters.ts';
import { findLetteringItems, needsLetteringOffer, plainLetterChanges, type LetteringItem } from '@i129f/petition/plain-letters/plain-letter-offer.ts';
import { registerEnglish } from '../../i18n/i18n.ts';
import { chatStore } from '../interview-state/chatStore.ts';
import { dispatchChat } from '../interview-state/chatSession.ts';
import { questionOf } from './questionOf.ts';
import { useInterviewLocalizer } from './useInterviewLocalizer.ts';

registerEnglish('plainLetters', plainLetters);

/**
 * Before the I-129F is written (issue 21.5): when the petition holds answers with accents or another alphabet, or a
 * description that looks written in another language, `start()` shows (with every description in the client's words) what the form will carry (`dialog`) and offers the
 * plain-letter spelling; 'Use plain letters' writes it through the petition's changes (the history records them),
 * 'Keep as typed' leaves the answers. Either then runs `generate`. Nothing to show: `generate` runs at once.
 */
export function usePlainLettersOffer(generate: () => Promise<void> | void): { start: () => void; dialog: ReactNode } {
  const [offer, setOffer] = useState<{ doc: PetitionDoc; items: LetteringItem[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const go = () => {
    setOffer(null);
    void generate();
  };
  const start = () => {
    const doc = chatStore.get().state;
    const items = doc ? findLetteringItems(doc) : [];
    if (doc && needsLetteringOffer(items)) setOffer({ doc, items });
    else void generate();
  };
  const usePlain = () => {
    if (!offer) return;
    for (const change of plainLetterChanges(offer.items)) {
      const r = dispatchChat(change);
      if (r.error !== undefined || r.consent) return setFailed(true);
    }
    go();
  };
  const dialog = offer && <PlainLettersDialog doc={offer.doc} items={offer.items} failed={failed} onUse={usePlain} onKeep={go} />;
  return { start, dialog };
}

function PlainLettersDialog({ doc, items, failed, onUse, onKeep }: { doc: PetitionDoc; items: LetteringItem[]; failed: boolean; onUse: () => void; onKeep: () => void }) {
  const { t } = useTranslation('plainLetters');
  const local = useInterviewLocalizer();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const note = (item: LetteringItem) =>
    item.plain !== undefined
      ? t('becomes', { plain: item.plain })
      : item.lettering === 'nonLatin'
        ? t(item.name ? 'otherScriptName' : 'otherScript')
        : t('freeText');
  return (
    <div ref={box} tabIndex={-1} className="alert alert--info confirm-clear plain-letters" role="alertdialog" aria-labelledby="plain-letters-title" aria-describedby="plain-letters-intro">
      <p id="plain-letters-title">
        <strong>{t('title')}</strong>
      </p>
      <p id="plain-letters-intro">{t('intro')}</p>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            {questionOf(doc, item.key, local)}: <strong>{item.value}</strong>
            <br />
            <span>{note(item)}</span>
            {item.freeText && item.plain !== undefined && <span> {t('freeText')}</span>}
          </li>
        ))}
      </ul>
      {failed && <p role="alert">{t('failed')}</p>}
      <div className="message__actions">
        <button type="button" className="button button--secondary" onClick={onKeep}>
          {t('keep')}
        </button>
        {items.some((i) => i.change) && (
          <button type="button" className="button button--primary" onClick={onUse}>
            {t('use')}
          </button>
        )}
      </div>
    </div>
  );
}
