import { interview, type InterviewState } from '@i129f/petition';
import { CATALOGUES } from '@i129f/petition/i18n/index.ts';
import { DEFAULT_LANGUAGE, type Language } from '@i129f/petition/i18n/languages.ts';
import { K3 } from '@i129f/petition/questionnaire/questions.ts';
import { renderRef } from '@i129f/petition/readiness/render.ts';
import type { FileRecord } from '../files/file-store.ts';
import { buildLettersAndPlan } from '../letters/build-letters.ts';
import type { PacketPayload } from './assemble-packet.ts';
import { mailingInfo, mailingInfoIn } from './mailing-info.ts';
import type { PacketPlan } from './plan-packet.ts';
import type { Signer } from './sign-sheet.ts';

const real = (v: string | undefined) => (v && !/^n\/a$/i.test(v.trim()) ? v.trim() : '');

export function signersOf(state: InterviewState): Signer[] {
  const a = state.answers;
  const name = (...keys: string[]) => keys.map((k) => real(a[k])).filter(Boolean).join(' ');
  const out: Signer[] = [
    { role: 'petitioner', name: name('pet.name.given', 'pet.name.middle', 'pet.name.family') || 'the petitioner' },
    { role: 'beneficiary', name: name('ben.name.given', 'ben.name.middle', 'ben.name.family') || 'the beneficiary' },
  ];
  if (a['interpreter.has'] === 'Yes') out.push({ role: 'interpreter', name: name('interpreter.given', 'interpreter.family') || 'the interpreter' });
  if (a['preparer.has'] === 'Yes') out.push({ role: 'preparer', name: name('preparer.given', 'preparer.family') || 'the preparer' });
  return out;
}

/**
 * What the worker assembles (packet/assemble-packet.ts), from the saved answers and uploads: the packet's plan (exhibits
 * in the evidence model's order, the product's letters in them, the cover letter listing exactly those), each upload's
 * bytes and caption, and the couple's language for the sign-here sheet and mailing checklist.
 */
export async function packetPayload(o: {
  state: InterviewState;
  uploads: readonly FileRecord[];
  bytesOf: (f: FileRecord) => Promise<Uint8Array>;
  /** File id → caption. */
  captions?: ReadonlyMap<string, string>;
  language?: Language;
  today: string;
  i129fTemplatePath: string;
  g1145TemplatePath: string;
}): Promise<{ payload: PacketPayload; plan: PacketPlan }> {
  const { state } = o;
  const language = o.language ?? DEFAULT_LANGUAGE;
  const { letters, plan } = buildLettersAndPlan({ state, uploads: o.uploads, today: o.today });
  const exhibits = await Promise.all(
    plan.exhibits.map(async (e) => ({
      letter: e.letter,
      title: e.title,
      ...(language !== 'en' && e.titleText ? { readerTitle: renderRef(e.titleText, CATALOGUES[language], language) } : {}),
      letters: await Promise.all(e.letters.map(async (l) => ({ doc: l.doc, ...(l.file ? { pdf: await o.bytesOf(l.file) } : {}) }))),
      files: await Promise.all(e.files.map(async (f) => ({ name: f.name, mime: f.mime, bytes: await o.bytesOf(f), ...(o.captions?.get(f.id) ? { caption: o.captions.get(f.id)! } : {}) }))),
    })),
  );
  const { fields, continuation } = interview.computeFieldValues(state);
  const a = state.answers;
  const payload: PacketPayload = {
    i129fTemplatePath: o.i129fTemplatePath,
    g1145TemplatePath: o.g1145TemplatePath,
    values: fields,
    additional: continuation,
    g1145: { lastName: real(a['pet.name.family']), firstName: real(a['pet.name.given']), middleName: real(a['pet.name.middle']), email: real(a['pet.email']), mobile: real(a['pet.mobile']) },
    cover: letters.find((l) => l.kind === 'cover')!,
    exhibits,
    mailing: language === 'en' ? mailingInfo() : mailingInfoIn(language),
    k3: state.questionnaire.classificationBeneficiary === K3,
    signers: signersOf(state),
    notGenerated: plan.notGenerated.map((l) => l.title),
    language,
  };
  return { payload, plan };
}
