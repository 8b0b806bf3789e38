import type { ReactNode } from 'react';
import '../styles/global.css';
import '../ui/ui.css';
import './errors.css';

interface ErrorScreenProps {
  title: string;
  children: ReactNode;
}

/** Full-page message used by the not-found and error screens; plain links so it works after any failure. */
export function ErrorScreen({ title, children }: ErrorScreenProps) {
  return (
    <main className="error-page">
      <div className="error-page__box">
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
