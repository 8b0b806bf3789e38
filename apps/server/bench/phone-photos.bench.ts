/**
 * npx tsx apps/server/bench/phone-photos.bench.ts — prints (no assertions) the size and build time of the filing packet
 * of a K-1 couple with ten 12-megapixel phone photos (issue 20: 'ten phone photos make a 27 MB packet'; target at
 * most 8 MB, built in at most 2 s), built as the route builds it: the 'packet.assemble' task in the worker pool.
 * The photos are JPEGs of 4032 x 3024 (landscape) and 3024 x 4032 (portrait) at quality 92, noise over gradients and
 * texture so that they weigh what a phone's do (2–3 MB each; printed below). BENCH_RUNS (default 3) warm runs.
 */
import type { PacketExhibit } from '../src/packet/assemble-packet.ts';
import { k1PacketPayload } from './k1-packet-payload.ts';
import type { AssembleResult } from '../src/packet/assemble.task.ts';
import { encodeJpeg } from '../src/packet/encode-jpeg.ts';
import { closeWorkerPool, registerTask, runTask } from '../src/workers/pool.ts';

const MiB = 1024 * 1024;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A phone-like photo: sensor noise over a gradient, large and small texture (what JPEG must spend bits on). */
async function phonePhoto(width: number, height: number, seed: number): Promise<Uint8Array> {
  const rgb = new Uint8Array(width * height * 3);
  const clamp = (v: number) => Math.max(0, Math.min(255, v));
  for (let i = 0; i < width * height; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const n = (seed % 17) - 8;
    const [x, y] = [i % width, Math.floor(i / width)];
    const texture = 40 * Math.sin(x / 200 + 3 * Math.sin(y / 270)) * Math.cos(y / 150) + 15 * Math.sin(x / 25 + y / 37) + 8 * Math.sin(x / 8) * Math.sin(y / 11);
    rgb[i * 3] = clamp((x * 200) / width + n + texture);
    rgb[i * 3 + 1] = clamp((y * 200) / height + n + 0.7 * texture);
    rgb[i * 3 + 2] = clamp(120 + n - 0.5 * texture);
  }
  return encodeJpeg({ width, height, rgb }, 92);
}

let t = performance.now();
const landscape = await phonePhoto(4032, 3024, 7);
const portrait = await phonePhoto(3024, 4032, 11);
const photos = Array.from({ length: 10 }, (_, i) => ({ name: `photo${i + 1}.jpg`, mime: 'image/jpeg', bytes: i % 2 ? portrait : landscape }));
const uploaded = photos.reduce((n, f) => n + f.bytes.length, 0);
console.log(`10 phone photos (JPEG q92, 4032 x 3024 and 3024 x 4032: ${(landscape.length / MiB).toFixed(2)} and ${(portrait.length / MiB).toFixed(2)} MiB, ${(uploaded / MiB).toFixed(1)} MiB in all; made in ${((performance.now() - t) / 1000).toFixed(1)} s)`);

const exhibits: PacketExhibit[] = [{ letter: 'A', title: 'Photos of the couple together', letters: [], files: photos }];
const payload = k1PacketPayload(exhibits);

registerTask('packet.assemble', new URL('../src/packet/assemble.task.ts', import.meta.url));
const build = async () => {
  const started = performance.now();
  const r = await runTask<AssembleResult>('packet.assemble', payload, { timeoutMs: 300_000 });
  if (!('packet' in r)) throw new Error(`packet failed: ${JSON.stringify(r)}`);
  return { ms: performance.now() - started, bytes: r.packet.length, pages: r.pageCount };
};
const first = await build();
console.log(`  worker pool, first build (fresh thread: imports, templates, codecs): ${(first.ms / 1000).toFixed(2)} s`);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const warm = [];
for (let i = 0; i < runs; i++) warm.push(await build());
console.log(
  `  packet with 10 phone photos: ${(first.bytes / MiB).toFixed(2)} MiB (${first.bytes} bytes, ${first.pages} pages; target at most 8 MB), ` +
    `built in ${(median(warm.map((w) => w.ms)) / 1000).toFixed(2)} s (median of ${runs} warm runs in the pool; target at most 2 s)`,
);
await closeWorkerPool();
