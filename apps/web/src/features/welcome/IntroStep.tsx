import { INTRO_STEPS } from './consent.ts';

export function IntroStep({ onStart }: { onStart: () => void }) {
  return (
    <>
      <h1 id="page-title">Your fiancé(e) visa petition in five steps</h1>
      <ol className="welcome__steps">
        {INTRO_STEPS.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong>
            <span>{step.text}</span>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--primary" onClick={onStart} autoFocus>
        Start Application
      </button>
    </>
  );
}
