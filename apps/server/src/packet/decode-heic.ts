import { createRequire } from 'node:module';
import { checkPixels, ImageRefused, type Raster } from './image-raster.ts';

/** The part of libheif-js (the wasm build heic-decode ships) used here. */
interface HeifImage {
  get_width(): number;
  get_height(): number;
  is_primary(): boolean;
  display(target: { data: Uint8ClampedArray; width: number; height: number }, done: (r: unknown) => void): void;
  free(): void;
}
interface Libheif {
  ready?: Promise<unknown>;
  HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[]; decoder: { delete(): void } | null };
}

let factory: (() => Libheif) | undefined;
let libheif: Libheif | undefined;
/**
 * A libheif-js instance (the wasm build heic-decode depends on), made once per thread and only when a HEIC comes
 * along; after an unexpected failure (an aborted wasm module stays broken) the next file gets a new instance.
 */
const load = (): Libheif => {
  factory ??= createRequire(createRequire(import.meta.url).resolve('heic-decode'))('libheif-js/libheif-wasm/libheif-bundle.js') as () => Libheif;
  return (libheif ??= factory());
};

/**
 * The primary picture of a HEIC/HEIF file as RGBA (libheif applies the rotation and mirroring the file asks for
 * and assembles an iPhone's grid of tiles). A file with several pictures (a burst, a depth map) gives its primary
 * one. Refuses pictures over MAX_PIXELS before decoding them; a damaged file throws ImageRefused.
 */
export async function decodeHeic(bytes: Uint8Array): Promise<Raster> {
  const heif = load();
  await heif.ready;
  const decoder = new heif.HeifDecoder();
  let images: HeifImage[] = [];
  try {
    images = decoder.decode(bytes);
    const image = images.find((i) => i.is_primary()) ?? images[0];
    if (!image) throw new ImageRefused('the file holds no picture that could be read');
    const width = image.get_width();
    const height = image.get_height();
    checkPixels(width, height);
    const target = { data: new Uint8ClampedArray(width * height * 4), width, height };
    const ok = await new Promise<unknown>((resolve) => image.display(target, resolve));
    if (!ok) throw new ImageRefused('the picture could not be decoded (the file may be damaged)');
    return target;
  } catch (e) {
    if (!(e instanceof ImageRefused)) libheif = undefined;
    throw e;
  } finally {
    try {
      for (const i of images) i.free();
      decoder.decoder?.delete();
    } catch {
      libheif = undefined;
    }
  }
}
