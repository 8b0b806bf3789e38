import './ui.css';

interface ComingNextProps {
  title: string;
  children?: React.ReactNode;
}

/** Placeholder for a screen that a later feature replaces. */
export function ComingNext({ title, children }: ComingNextProps) {
  return (
    <section className="coming-next" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p>This part of the application is coming next.</p>
      {children}
    </section>
  );
}
