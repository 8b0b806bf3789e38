import { PROGRESS_STEPS, progressPercent } from './progress.ts';
import './layout.css';

interface ProgressBarProps {
  step: number;
}

export function ProgressBar({ step }: ProgressBarProps) {
  const percent = progressPercent(step);
  return (
    <div className="progress">
      <div
        className="progress__track"
        role="progressbar"
        aria-label="Application progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${PROGRESS_STEPS[Math.min(Math.max(step, 0), 3)] ?? ''}, ${percent}%`}
      >
        <div className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <ol className="progress__steps">
        {PROGRESS_STEPS.map((label, index) => (
          <li key={label} className={index <= step ? 'progress__step progress__step--done' : 'progress__step'} aria-current={index === step ? 'step' : undefined}>
            {label}
          </li>
        ))}
      </ol>
    </div>
  );
}
