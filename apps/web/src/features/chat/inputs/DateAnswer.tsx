import { lazy, Suspense, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { ONGOING_INPUT } from '@i129f/petition/engine/run.ts';
import { formatUsDate, parseUsDate, pickerBounds } from './dates.ts';
import type { DateCalendarProps } from './DateCalendar.tsx';
import type { AnswerInputProps } from './types.ts';
import { useChatText } from '../texts.ts';
import { useAppText } from '../../../i18n/appTexts.ts';

// The calendar is fetched when a date question shows, not with the chat (one request, shared by every date field).
// If it cannot be fetched the date is still typed (MM/DD/YYYY); the calendar then stays empty.
let calendarChunk: Promise<typeof import('./DateCalendar.tsx')> | undefined;
const loadCalendar = () => (calendarChunk ??= import('./DateCalendar.tsx'));
const DateCalendar = lazy<ComponentType<DateCalendarProps>>(() => loadCalendar().catch(() => ({ default: () => null })));

/**
 * A date: typed as MM/DD/YYYY or picked from a calendar whose month/year dropdowns run from the
 * question's lower bound (default 100 years ago) to its upper bound (default 12/31/2035).
 */
export function DateAnswer({ question, value, onChange, onSubmit, disabled, inputId, errorId }: AnswerInputProps) {
  const t = useChatText();
  const { t: tApp } = useAppText();
  const [open, setOpen] = useState(false);
  const dialogId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { min, max } = pickerBounds(question.dateBounds);
  const selected = parseUsDate(value);
  useEffect(() => {
    // Loaded before the reader opens it; a failed load is tried again when the calendar is opened.
    loadCalendar().catch(() => (calendarChunk = undefined));
  }, []);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        inputRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <div className="date-answer">
      <input
        ref={inputRef}
        id={inputId}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className="chat-input__field"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={tApp('datePlaceholder')}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onSubmit();
          }
        }}
      />
      <button
        type="button"
        className="button button--secondary date-answer__toggle"
        aria-expanded={open}
        aria-controls={dialogId}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
      >
        {t('chooseDate')}
      </button>
      {question.ongoing && (
        // An end date that has not come yet: the word the engine reads as 'still going on' (stored PRESENT).
        <button type="button" className="button button--secondary date-answer__ongoing" disabled={disabled} onClick={() => onSubmit(ONGOING_INPUT)}>
          {t('notEnded')}
        </button>
      )}
      {open && (
        <div id={dialogId} className="date-answer__popover" role="dialog" aria-label={t('chooseADate')}>
          <Suspense fallback={null}>
            <DateCalendar
              min={min}
              max={max}
              selected={selected}
              onSelect={(day) => {
                onChange(formatUsDate(day));
                setOpen(false);
                inputRef.current?.focus();
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
