import { DayPicker, type Modifiers } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
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

export interface DateCalendarProps {
  min: Date;
  max: Date;
  selected: Date | undefined;
  onSelect: (day: Date) => void;
}

/**
 * The date field's calendar: month/year dropdowns from `min` to `max`, days outside them disabled. A chunk of its own
 * (react-day-picker and date-fns), fetched when a date question shows (DateAnswer), not with the chat (issue 12.4).
 */
export default function DateCalendar({ min, max, selected, onSelect }: DateCalendarProps) {
  const { t, i18n } = useAppText();
  return (
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
      labels={{ labelDayButton: dayLabeler(t, i18n.language) }}
      autoFocus
      onSelect={(day) => {
        if (day) onSelect(day);
      }}
    />
  );
}
