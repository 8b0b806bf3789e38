import { describe, expect, it } from 'vitest';
import { mailingInfo } from './mailing-info.ts';

describe('mailing checklist', () => {
  it('asks for one passport-style photo of each person, as the I-129F instructions do (not "if your instructions ask")', () => {
    const photos = mailingInfo().checklist.filter((line) => /passport-style/i.test(line));
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatch(/^Enclose one passport-style photo of each of you, taken within 30 days before you file/);
    expect(photos[0]).toContain("name, and A-Number if any, in pencil");
    expect(mailingInfo().checklist.join(' ')).not.toMatch(/if your USCIS instructions ask/);
  });
});
