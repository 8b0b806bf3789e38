import type { Block } from './text-pages.ts';
import type { MailingInfo } from './mailing-info.ts';

/** Someone who signs something in ink: the petitioner, the interpreter, the preparer, the beneficiary. */
export interface Signer {
  role: 'petitioner' | 'interpreter' | 'preparer' | 'beneficiary';
  name: string;
}

const SIGNATURE_FIELDS = {
  petitioner: { field: 'form1[0].#subform[9].Pt6Line4_Signature[0]', where: 'Form I-129F, Part 5, item 4 (signature) and the date next to it' },
  interpreter: { field: 'form1[0].#subform[9].Pt6Line6_Signature[0]', where: "Form I-129F, Part 6, item 6 (interpreter's signature and date)" },
  preparer: { field: 'form1[0].#subform[10].Pt7Line6_SignatureofPreparer[0]', where: "Form I-129F, Part 7, item 6 (preparer's signature and date)" },
} as const;

/** The sign-here sheet (which packet pages and items to sign in ink) and the mailing checklist from the dated data file. */
export function signAndMailBlocks(o: { signers: Signer[]; mailing: MailingInfo; k3: boolean; pageOf: (field: string) => number; pageCount: number; skipped: string[] }): Block[] {
  const m = o.mailing;
  const name = (role: Signer['role']) => o.signers.find((s) => s.role === role)?.name;
  const sign: Block[] = [];
  for (const role of ['petitioner', 'interpreter', 'preparer'] as const) {
    const who = name(role);
    if (!who) continue;
    const f = SIGNATURE_FIELDS[role];
    sign.push({ text: `[ ] Packet page ${o.pageOf(f.field)}: ${f.where} — ${who}, in black ink.`, indent: 12, gap: 4 });
  }
  sign.push({ text: `[ ] Packet page 1: the cover letter — ${name('preparer') ?? name('petitioner') ?? 'the petitioner'}.`, indent: 12, gap: 4 });
  sign.push({ text: '[ ] The payment form (G-1450 or G-1650) — the card or account holder; put it on top of the packet.', indent: 12, gap: 4 });
  if (!o.k3) {
    sign.push({
      text: `[ ] The statements of intent to marry (Letters page) — ${name('petitioner') ?? 'the petitioner'} and ${name('beneficiary') ?? 'the beneficiary'} each sign and date their own, before they go into the packet as evidence.`,
      indent: 12,
      gap: 4,
    });
  }
  sign.push({ text: `[ ] The relationship statement (Letters page) — ${name('petitioner') ?? 'the petitioner'}.`, indent: 12, gap: 4 });
  return [
    { text: 'Sign here — before you mail', bold: true, size: 18, gap: 4 },
    { text: `Keep this sheet: it is not part of the packet (${o.pageCount} pages). Sign in black ink; a petition without the petitioner's handwritten signature is rejected.`, gap: 12 },
    ...sign,
    ...(o.skipped.length ? [{ text: `[ ] Print separately and put in place (could not be converted): ${o.skipped.join(', ')}.`, indent: 12, gap: 4 }] : []),
    { text: '', gap: 12 },
    { text: `Mailing checklist (as of ${m.asOf})`, bold: true, size: 18, gap: 8 },
    { text: `Filing fee: ${o.k3 ? m.fee.k3Amount : m.fee.amount}. ${m.fee.payment}`, gap: 8 },
    { text: 'Mail by USPS to:', bold: true },
    ...m.mailTo.usps.map((line) => ({ text: line, indent: 12 })),
    { text: '', gap: 4 },
    { text: 'By courier (FedEx, UPS, DHL) or USPS Priority Mail Express to:', bold: true },
    ...m.mailTo.courier.map((line) => ({ text: line, indent: 12 })),
    { text: m.mailTo.note, gap: 8 },
    ...m.checklist.map((item) => ({ text: `[ ] ${item}`, indent: 12, gap: 4 })),
    { text: '', gap: 8 },
    { text: `Sources (as of ${m.asOf}; verify at ${m.verifyAt} before mailing):`, bold: true, size: 9 },
    ...m.sources.map((s) => ({ text: s, size: 9, indent: 12 })),
  ];
}
