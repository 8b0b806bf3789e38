import { useEffect, useId, useRef, useState } from 'react';
import { DayPicker, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import { formatUsDate, parseUsDate, pickerBounds } from './dates.ts';
import type { AnswerInputProps } from './types.ts';
import { useChatText } from '../texts.ts';

/** Day names that start with the visible number (WCAG 2.5.3 label in name): '5 March 2030, Tuesday'. */
export function dayLabel(date: Date, modifiers?: Modifiers): string {
  const month = date.toLocaleString('en-US', { month: 'long' });
  const weekday = date.toLocaleString('en-US', { weekday: 'long' });
  return `${date.getDate()} ${month} ${date.getFullYear()}, ${weekday}${modifiers?.today ? ', today' : ''}${modifiers?.selected ? ', selected' : ''}`;
}

/**
 * A date: typed as MM/DD/YYYY or picked from a calendar whose month/year dropdowns run from the
 * question's lower bound (default 100 years ago) to its upper bound (default 12/31/2035).
 */
export function DateAnswer({ question, value, onChange, onSubmit, disabled, inputId, errorId }: AnswerInputProps) {
  const t = useChatText();
  const [open, setOpen] = useState(false);
  const dialogId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { min, max } = pickerBounds(question.dateBounds);
  const selected = parseUsDate(value);
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
        placeholder="MM/DD/YYYY"
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
      {open && (
        <div id={dialogId} className="date-answer__popover" role="dialog" aria-label={t('chooseADate')}>
          <DayPicker
            mode="single"
            captionLayout="dropdown"
            startMonth={min}
            endMonth={max}
            disabled={[{ before: min }, { after: max }]}
            selected={selected}
            defaultMonth={selected ?? (max < new Date() ? max : new Date() < min ? min : new Date())}
            weekStartsOn={0}
            labels={{ labelDayButton: dayLabel }}
            autoFocus
            onSelect={(day) => {
              if (!day) return;
              onChange(formatUsDate(day));
              setOpen(false);
              inputRef.current?.focus();
            }}
          />
        </div>
      )}
    </div>
  );
}
