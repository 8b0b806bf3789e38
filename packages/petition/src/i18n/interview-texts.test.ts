import { describe, expect, it } from 'vitest';
import { interview } from '../interview.ts';
import { interview as spanish } from './es/interview.ts';
import { lookup } from './catalogue.ts';
import { INTERVIEW_TEXTS, registerInterviewTexts } from './interview-texts.ts';

describe('interview texts registered per language (an English reader never loads the Spanish ones; issue 12.4)', () => {
  it('a language whose texts are not registered shows English; once registered, the same engine shows them', () => {
    const english = interview.localizer('en').title(1, 'Eligibility');
    expect(INTERVIEW_TEXTS.es).toBeUndefined();
    expect(interview.localizer('es').title(1, 'Eligibility')).toBe(english);

    registerInterviewTexts('es', spanish);
    expect(interview.localizer('es').title(1, 'Eligibility')).toBe(lookup(spanish, 'titles.s1'));
    expect(lookup(spanish, 'titles.s1')).not.toBe(english);
  });
});
