import { useEffect, useId, useRef, useState } from 'react';
import { DayPicker, type Modifiers } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { formatUsDate, parseUsDate, pickerBounds } from './dates.ts';
import type { AnswerInputProps } from './types.ts';
import { useChatText } from '../texts.ts';
import { useAppText } from '../../../i18n/appTexts.ts';

type AppT = ReturnType<typeof useAppText>['t'];

/** Day names that start with the visible number (WCAG 2.5.3 label in name): '5 March 2030, Tuesday' / '5 de marzo de 2030, martes'. */
export function dayLabeler(t: AppT, language: string) {
  const locale = language === 'en' ? 'en-US' : language;
  return (date: Date, modifiers?: Modifiers): string => {
    const name = t('calendar.day', { day: date.getDate(), month: date.toLocaleString(locale, { month: 'long' }), year: date.getFullYear(), weekday: date.toLocaleString(locale, { weekday: 'long' }) });
    return [name, modifiers?.today && t('calendar.today'), modifiers?.selected && t('calendar.selected')].filter(Boolean).join(', ');
  };
}

/** The calendar's own words (month names, dropdown and navigation labels) in the reader's language; English is DayPicker's default. */
const PICKER_LOCALES: Record<string, typeof es | undefined> = { es };

/**
 * A date: typed as MM/DD/YYYY or picked from a calendar whose month/year dropdowns run from the
 * question's lower bound (default 100 years ago) to its upper bound (default 12/31/2035).
 */
export function DateAnswer({ question, value, onChange, onSubmit, disabled, inputId, errorId }: AnswerInputProps) {
  const t = useChatText();
  const { t: tApp, i18n } = useAppText();
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
            locale={PICKER_LOCALES[i18n.language]}
            labels={{ labelDayButton: dayLabeler(tApp, i18n.language) }}
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
