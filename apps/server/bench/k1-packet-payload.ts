import { interview } from '@i129f/petition';
import { K1_COUPLE, runScript } from '@i129f/petition/transcripts/fixtures.ts';
import { draftLetters } from '@i129f/petition/letters/drafts.ts';
import type { PacketExhibit, PacketPayload } from '../src/packet/assemble-packet.ts';
import { mailingInfo } from '../src/packet/mailing-info.ts';
import { resolveG1145 } from '../src/packet/resolve-g1145.ts';
import { resolveTemplate } from '../src/pdf/resolve-template.ts';

/** The packet payload of the benches' K-1 couple (John Smith and Olga Ivanova) with the given exhibits, as the route builds it. */
export function k1PacketPayload(exhibits: PacketExhibit[]): PacketPayload {
  const state = runScript(interview, K1_COUPLE);
  const { fields, continuation } = interview.computeFieldValues(state);
  return {
    i129fTemplatePath: resolveTemplate({ configured: process.env.I129F_TEMPLATE }),
    g1145TemplatePath: resolveG1145({ configured: process.env.G1145_TEMPLATE }),
    values: fields,
    additional: continuation,
    g1145: { lastName: 'Smith', firstName: 'John', middleName: '', email: 'john.smith@example.com', mobile: '217-555-0100' },
    cover: draftLetters(state, { today: '11/26/2026', enclosures: exhibits.map((e) => `Exhibit ${e.letter}: ${e.title}`) }).find((l) => l.kind === 'cover')!,
    exhibits,
    mailing: mailingInfo(),
    k3: false,
    signers: [{ role: 'petitioner', name: 'John Smith' }, { role: 'beneficiary', name: 'Olga Ivanova' }],
    notGenerated: [],
    language: 'en',
  };
}
