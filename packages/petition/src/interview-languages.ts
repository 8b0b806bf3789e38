import { registerInterviewTexts } from './i18n/interview-texts.ts';
import { interview as spanish } from './i18n/es/interview.ts';

/**
 * Registers the interview's texts of every language (i18n/interview-texts.ts). Imported once by the server (app.ts) and
 * by the tests that read Spanish interview texts; the browser registers a language when it loads its catalogue.
 */
registerInterviewTexts('es', spanish);
