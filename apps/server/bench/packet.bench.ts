/**
 * npx tsx apps/server/bench/packet.bench.ts — prints (no assertions) the time to build the filing packet of a
 * typical couple (the K-1 transcript's answers, 10 uploads: 4 photos, 6 PDFs of 1–3 pages) — target under 1 s:
 *  1. in process, templates parsed once (median, p95);
 *  2. through the worker pool as the route runs it: a fresh thread's start-up edition check (as server.ts does)
 *     and the first packet after it, then the median once warm, with the event loop's worst delay meanwhile (it
 *     must stay small: the packet never blocks other requests);
 *  3. the same packet with a 12-megapixel WebP phone photo added (decoded, reduced to 150 dpi, embedded as JPEG);
 *  4. with ten such photos added: the packet's size in bytes (what a user downloads on a phone).
 * BENCH_RUNS (default 10) runs each. Medians on the shared 2-core machine, this bench on both versions, alternated:
 *                          before (f6b222c)                 after
 *   in process             187–222 ms (load 2), 315–423 (6–8)   53–66 ms (load 2), 57–161 (6–8)
 *   pool, warm             198–228 ms (load 2), 248–326 (6–8)   46–72 ms (load 2), 48–89 (6–8)
 *   pool, first packet     0.72–1.32 s                      0.45–0.77 s   (after the start-up edition check)
 *   12 MP WebP photo       (print-separately page)          +0.45–0.6 s (a 12 MP HEIC: ~1.2 s to decode)
 * Photo pages as Flate RGB (5c2a289) and as JPEG (after), 10 WebP photos added, 45 pages:
 *   packet size            14,356,380 bytes (1,338 KiB a photo)   1,823,635 bytes (114 KiB a photo)
 *   build, in process      5.5 s                                  5.6 s (nearly all of it decoding the WebPs)
 * Lossy WebPs through sharp (libwebp) instead of the wasm decoder (issue 20), same 10 photos: 2.37 s in process at load
 * ~4 during a CI run (the wasm decoder: 5.6 s idle, 9.2 s loaded), 1,808,713 bytes, 112 KiB a photo page.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { assemblePacket, type PacketExhibit, type PacketPayload } from '../src/packet/assemble-packet.ts';
import { k1PacketPayload } from './k1-packet-payload.ts';
import { checkTemplateEdition } from '../src/pdf/edition.ts';
import { closeWorkerPool, registerTask, runTask } from '../src/workers/pool.ts';

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const ms = (x: number) => `${x.toFixed(0)} ms`;

async function pdf(pages: number, label: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) doc.addPage([612, 792]).drawText(`${label} — page ${i + 1}`, { x: 72, y: 700, size: 14, font });
  return doc.save();
}

const jpeg = readFileSync(new URL('../src/extraction/fixtures/passport-usa.jpg', import.meta.url));
const png = readFileSync(new URL('../src/extraction/fixtures/passport-ukr.png', import.meta.url));
const file = (name: string, mime: string, bytes: Uint8Array) => ({ name, mime, bytes });
const exhibits: PacketExhibit[] = [
  { letter: 'A', title: 'Passport', files: [file('passport.jpg', 'image/jpeg', jpeg)] },
  { letter: 'B', title: 'Birth certificate', files: [file('birth.pdf', 'application/pdf', await pdf(2, 'Birth certificate'))] },
  { letter: 'C', title: "Beneficiary's passport", files: [file('ben-passport.png', 'image/png', png)] },
  { letter: 'D', title: 'Statement of intention to marry', files: [file('intent-pet.pdf', 'application/pdf', await pdf(1, 'Intent')), file('intent-ben.pdf', 'application/pdf', await pdf(1, 'Intent'))] },
  { letter: 'E', title: 'Statement of in-person meeting', files: [file('photo1.jpg', 'image/jpeg', jpeg), file('photo2.jpg', 'image/jpeg', jpeg), file('tickets.pdf', 'application/pdf', await pdf(3, 'Tickets'))] },
  { letter: 'F', title: 'Citizenship evidence', files: [file('cert.pdf', 'application/pdf', await pdf(1, 'Certificate')), file('cert-en.pdf', 'application/pdf', await pdf(1, 'Translation'))] },
];
const payload = k1PacketPayload(exhibits);

console.log(`packet of a K-1 couple, ${exhibits.flatMap((e) => e.files).length} uploads (${(exhibits.flatMap((e) => e.files).reduce((n, f) => n + f.bytes.length, 0) / 1024).toFixed(0)} KiB):`);

let t = performance.now();
let r = await assemblePacket(payload);
const base = r;
console.log(`  first build (templates parsed): ${ms(performance.now() - t)}, ${r.pageCount} pages, ${r.packet.length} bytes`);
const runs = Number(process.env.BENCH_RUNS ?? 10);
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  t = performance.now();
  r = await assemblePacket(payload);
  times.push(performance.now() - t);
}
console.log(`  in process, ${runs} runs (target < 1 s): median ${ms(quantile(times, 0.5))}, p95 ${ms(quantile(times, 0.95))}`);

registerTask('packet.assemble', new URL('../src/packet/assemble.task.ts', import.meta.url));
// As at server start (server.ts: startupEditionCheck), the pool thread parses the template first.
t = performance.now();
await checkTemplateEdition(payload.i129fTemplatePath);
console.log(`  worker pool, fresh thread: start-up edition check (imports, template parse) ${ms(performance.now() - t)}`);
t = performance.now();
await runTask('packet.assemble', payload, { timeoutMs: 120_000 });
console.log(`  worker pool, first packet after it (packet modules imported, JIT cold): ${ms(performance.now() - t)}`);
for (let i = 0; i < 3; i++) await runTask('packet.assemble', payload, { timeoutMs: 120_000 }); // let the JIT settle
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const pooled: number[] = [];
for (let i = 0; i < runs; i++) {
  t = performance.now();
  await runTask('packet.assemble', payload, { timeoutMs: 60_000 });
  pooled.push(performance.now() - t);
}
delay.disable();
console.log(`  worker pool, ${pooled.length} runs after 4 warm-up tasks: median ${ms(quantile(pooled, 0.5))}, p95 ${ms(quantile(pooled, 0.95))}; main event loop delay meanwhile: max ${ms(delay.max / 1e6)}, p99 ${ms(delay.percentile(99) / 1e6)}`);
await closeWorkerPool();

// A 12-megapixel phone photo as WebP: noise over a gradient and some texture, so that detail survives the reduction
// to 150 dpi (a real phone photo's page is a few hundred KB as JPEG) and it does not compress to nothing.
const photo = await (async () => {
  try {
    const { default: encode, init } = (await import('@jsquash/webp/encode.js')) as unknown as { default: (d: unknown, o: object) => Promise<ArrayBuffer>; init(m: object): Promise<void> };
    const wasm = (globalThis as unknown as { WebAssembly: { compile(b: Uint8Array): Promise<object> } }).WebAssembly;
    await init(await wasm.compile(readFileSync(createRequire(import.meta.url).resolve('@jsquash/webp/codec/enc/webp_enc_simd.wasm'))));
    const [w, h] = [4032, 3024];
    const data = new Uint8ClampedArray(w * h * 4);
    let seed = 1;
    for (let i = 0; i < w * h; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const n = seed % 24;
      const [x, y] = [i % w, Math.floor(i / w)];
      const texture = 40 * Math.sin(x / 200 + 3 * Math.sin(y / 270)) * Math.cos(y / 150) + 15 * Math.sin(x / 25 + y / 37) + 8 * Math.sin(x / 8) * Math.sin(y / 11);
      data[i * 4] = (x * 200) / w + n + texture;
      data[i * 4 + 1] = (y * 200) / h + n + 0.7 * texture;
      data[i * 4 + 2] = 120 + n - 0.5 * texture;
      data[i * 4 + 3] = 255;
    }
    return new Uint8Array(await encode({ data, width: w, height: h }, { quality: 80 }));
  } catch (e) {
    console.log(`  (no WebP photo: ${String(e)})`);
    return undefined;
  }
})();
if (photo) {
  const withPhoto: PacketPayload = { ...payload, exhibits: [...exhibits, { letter: 'G', title: 'Photos', files: [file('photo.webp', 'image/webp', photo)] }] };
  const photoTimes: number[] = [];
  for (let i = 0; i < Math.min(runs, 5); i++) {
    t = performance.now();
    r = await assemblePacket(withPhoto);
    photoTimes.push(performance.now() - t);
  }
  console.log(`  with a 12 MP WebP photo added (${(photo.length / 1024).toFixed(0)} KiB): median ${ms(quantile(photoTimes, 0.5))} in process, ${r.pageCount} pages, ${r.packet.length} bytes, skipped: ${r.skipped.join(', ') || 'none'}`);
  // 10 phone photos (the same one ten times: each upload is decoded, reduced and embedded on its own).
  const photos = Array.from({ length: 10 }, (_, i) => file(`photo${i + 1}.webp`, 'image/webp', photo));
  const withTen: PacketPayload = { ...payload, exhibits: [...exhibits, { letter: 'G', title: 'Photos', files: photos }] };
  const tenTimes: number[] = [];
  for (let i = 0; i < Math.min(runs, 3); i++) {
    t = performance.now();
    r = await assemblePacket(withTen);
    tenTimes.push(performance.now() - t);
  }
  const photoPages = r.packet.length - base.packet.length;
  console.log(`  with 10 such photos added: median ${ms(quantile(tenTimes, 0.5))} in process, ${r.pageCount} pages, ${r.packet.length} bytes (${(r.packet.length / 1048576).toFixed(1)} MiB; the photo pages ${(photoPages / 10 / 1024).toFixed(0)} KiB each)`);
}
