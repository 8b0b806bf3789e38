import { describe, expect, it } from 'vitest';
import { answerChanges } from './diff.ts';

describe('answerChanges', () => {
  it('lists added, changed and removed answers and questionnaire answers (q.<key>), sorted', () => {
    const before = { answers: { 'pet.email': 'a@example.com', 'pet.ssn': '123-45-6789' }, questionnaire: { metInPerson: 'Yes' } };
    const after = { answers: { 'pet.email': 'b@example.com', 'pet.phone': '2025550123' }, questionnaire: { metInPerson: 'Yes', filedI129F: 'No' } };
    expect(answerChanges(before, after)).toEqual([
      { key: 'pet.email', old: 'a@example.com', new: 'b@example.com' },
      { key: 'pet.phone', old: null, new: '2025550123' },
      { key: 'pet.ssn', old: '123-45-6789', new: null },
      { key: 'q.filedI129F', old: null, new: 'No' },
    ]);
    expect(answerChanges(after, after)).toEqual([]);
    expect(answerChanges(null, { answers: { x: '1' } })).toEqual([{ key: 'x', old: null, new: '1' }]);
  });
});
