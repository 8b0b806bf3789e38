import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The WebAssembly global (this project's TypeScript lib has no DOM types). */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<object> } }).WebAssembly;

/**
 * A @jsquash codec (WebP decoder, MozJPEG encoder) with its wasm read from the package: Node cannot fetch it the way
 * the codec's browser build does. `entry` exports the codec as default and `init(module)`.
 */
export async function loadJsquashCodec<T>(entry: string, wasmFile: string): Promise<T> {
  const require = createRequire(import.meta.url);
  const { default: codec, init } = (await import(entry)) as { default: T; init(module: object): Promise<void> };
  await init(await wasm.compile(readFileSync(require.resolve(wasmFile))));
  return codec;
}
