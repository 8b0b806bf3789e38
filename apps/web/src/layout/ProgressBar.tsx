import { useAppText } from '../i18n/appTexts.ts';
import { PROGRESS_STEPS, progressPercent, type ProgressStep } from './progress.ts';
import './layout.css';

/** Each step's text in the app namespace. */
const STEP_KEYS = { Setup: 'setup', Upload: 'upload', Validate: 'validate', 'Complete Application': 'complete' } as const satisfies Record<ProgressStep, string>;

const percentFormats = new Map<string, Intl.NumberFormat>();

/**
 * 12.5 → '12.5' (English) or '12,5' (Spanish). English needs no Intl.NumberFormat: creating the first one costs a phone
 * several milliseconds on every page load (issue 12.4), and a value of 0–100 with one decimal reads the same.
 */
function formatPercent(value: number, language: string): string {
  if (language === 'en') return String(value);
  let format = percentFormats.get(language);
  if (!format) percentFormats.set(language, (format = new Intl.NumberFormat(language)));
  return format.format(value);
}

interface ProgressBarProps {
  step: number;
}

export function ProgressBar({ step }: ProgressBarProps) {
  const { t, i18n } = useAppText();
  const percent = progressPercent(step);
  const current = PROGRESS_STEPS[Math.min(Math.max(step, 0), 3)];
  return (
    <div className="progress">
      <div
        className="progress__track"
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('progress.valueText', { step: current ? t(`progress.steps.${STEP_KEYS[current]}`) : '', percent: formatPercent(percent, i18n.language) })}
      >
        <div className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <ol className="progress__steps">
        {PROGRESS_STEPS.map((label, index) => (
          <li key={label} className={index <= step ? 'progress__step progress__step--done' : 'progress__step'} aria-current={index === step ? 'step' : undefined}>
            {t(`progress.steps.${STEP_KEYS[label]}`)}
          </li>
        ))}
      </ol>
    </div>
  );
}
