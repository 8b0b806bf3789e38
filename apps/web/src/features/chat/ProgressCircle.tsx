import { useChatText } from './texts.ts';

/** The circular progress of the chat (spec §2), value from the engine's progressPercent. */
export function ProgressCircle({ percent }: { percent: number }) {
  const t = useChatText();
  const r = 34;
  const c = 2 * Math.PI * r;
  return (
    <section className="progress-circle" aria-labelledby="progress-circle-title">
      <h2 id="progress-circle-title" className="progress-circle__title">
        {t('progressTitle')}
      </h2>
      <div className="progress-circle__body">
        <svg
          width="84"
          height="84"
          viewBox="0 0 84 84"
          role="progressbar"
          aria-label={t('progressTitle')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <circle cx="42" cy="42" r={r} className="progress-circle__track" />
          <circle cx="42" cy="42" r={r} className="progress-circle__fill" strokeDasharray={c} strokeDashoffset={c * (1 - percent / 100)} transform="rotate(-90 42 42)" />
          <text x="42" y="47" textAnchor="middle" className="progress-circle__value">
            {percent}%
          </text>
        </svg>
        <p className="progress-circle__text">{t('nearlyThere')}</p>
      </div>
    </section>
  );
}
