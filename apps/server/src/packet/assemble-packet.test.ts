import { describe, expect, it } from 'vitest';
import { interview } from '@i129f/petition';
import { K1_COUPLE, runScript } from '@i129f/petition/transcripts/fixtures.ts';
import { draftLetters } from '@i129f/petition/letters/drafts.ts';
import { fillI129f } from '../pdf/fill-i129f.ts';
import { resolveTemplate } from '../pdf/resolve-template.ts';
import { assemblePacket } from './assemble-packet.ts';
import { mailingInfo } from './mailing-info.ts';
import { resolveG1145 } from './resolve-g1145.ts';

describe('assemblePacket', { timeout: 120_000 }, () => {
  it('copies the I-129F from the filled form in memory and leaves the shared template as it was', async () => {
    const state = runScript(interview, K1_COUPLE);
    const { fields, continuation } = interview.computeFieldValues(state);
    const i129fTemplatePath = resolveTemplate({});
    const fill = () => fillI129f({ template: i129fTemplatePath, values: fields, additional: continuation });
    const before = (await fill()).bytes;
    const payload = {
      i129fTemplatePath,
      g1145TemplatePath: resolveG1145({}),
      values: fields,
      additional: continuation,
      g1145: { lastName: 'Smith', firstName: 'John', middleName: '', email: 'john@example.com', mobile: '217-555-0100' },
      cover: draftLetters(state, { today: '11/26/2026', enclosures: [] }).find((l) => l.kind === 'cover')!,
      exhibits: [],
      mailing: mailingInfo(),
      k3: false,
      signers: [{ role: 'petitioner' as const, name: 'John Smith' }],
    };
    // Two packets at once: fills of one template take turns, each packet gets its own pages.
    const [a, b] = await Promise.all([assemblePacket(payload), assemblePacket({ ...payload, k3: true })]);
    expect(a.pageCount).toBe(b.pageCount);
    expect(Buffer.from((await fill()).bytes).equals(Buffer.from(before))).toBe(true);
  });
});
