/**
 * Stores uploaded images: the real type is read from the bytes (file-type), the image is
 * re-encoded with sharp (rotated upright, metadata such as GPS dropped, bounded to 1024 px) and the
 * bytes are kept in the database. SVG and other active content never comes back out as it went in.
 *
 * Speed (docs/decisions/0013): photos are resized with Catmull-Rom and encoded by libjpeg-turbo at
 * quality 82 (about mozjpeg's size at 4x its speed). The work runs on libuv's thread pool (sharp),
 * never on the event loop, one libvips thread per image and at most IMAGE_JOBS images at once, so a burst
 * of photos leaves thread-pool slots for zlib, argon2 and file reads.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { assessments, pets, uploads } from '#server/db/schema.ts';
import { badRequest } from '#server/lib/errors.ts';
import { IMAGE_MAX_BYTES } from '#shared/rules/assessments.ts';
import { IMAGE_TOO_LARGE } from '#shared/rules/assessments.ts';

export const IMAGE_MAX_SIDE = 1024;
export const JPEG_QUALITY = 82;

/**
 * How a photo is bounded and encoded (also the bench's "sharp alone" anchor): Catmull-Rom ('cubic')
 * instead of lanczos3 and plain Huffman tables, 1.34x the rate of lanczos3 with optimised tables for
 * 3 % more bytes on the bench's photo (docs/decisions/0013-photo-encoding.md).
 */
export const boundPhoto = (image: Sharp) =>
  image.rotate().resize({
    width: IMAGE_MAX_SIDE,
    height: IMAGE_MAX_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
    kernel: 'cubic',
  });
export const encodeJpeg = (image: Sharp) =>
  image.jpeg({ quality: JPEG_QUALITY, optimiseCoding: false, mozjpeg: false });

// Each upload is a new image: sharp's operation cache would only hold memory.
sharp.cache(false);
// Parallelism comes from several images at once, not from several threads per image.
sharp.concurrency(1);
/**
 * Images processed at once: one per core, so a burst of photos is encoded at the machine's full rate,
 * but never all of libuv's thread pool (4 threads by default), so zlib, argon2 and file reads always
 * find a thread. IMAGE_JOBS in the environment overrides it (docs/decisions/0013-photo-encoding.md).
 */
export const IMAGE_JOBS =
  Number(process.env.IMAGE_JOBS) ||
  Math.max(1, Math.min(os.availableParallelism(), Number(process.env.UV_THREADPOOL_SIZE ?? 4) - 1));

let running = 0;
const waiting: (() => void)[] = [];
async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_JOBS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}
const RASTER = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/tiff',
  'image/bmp',
]);

export const NOT_AN_IMAGE = 'That file is not an image we can read. Please choose a JPEG, PNG, WebP or GIF photo.';

/** A photo sent as a data URL, decoded, checked and re-encoded. */
export async function imageFromDataUrl(dataUrl: string): Promise<ProcessedImage> {
  return processImage(decodeDataUrl(dataUrl));
}

/** Decodes `data:<type>;base64,<data>`; anything else is refused. */
export function decodeDataUrl(dataUrl: string): Buffer {
  const m = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!m) throw badRequest(NOT_AN_IMAGE);
  if ((m[3]!.length * 3) / 4 > IMAGE_MAX_BYTES + 4) throw badRequest(IMAGE_TOO_LARGE);
  return Buffer.from(m[3]!, 'base64');
}

export interface ProcessedImage {
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
}

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > IMAGE_MAX_BYTES) throw badRequest(IMAGE_TOO_LARGE);
  const type = await fileTypeFromBuffer(input);
  if (!type || !RASTER.has(type.mime)) throw badRequest(NOT_AN_IMAGE);
  const keepAlpha = type.mime === 'image/png' || type.mime === 'image/webp' || type.mime === 'image/gif';
  try {
    return await withImageSlot(async () => {
      const pipeline = boundPhoto(sharp(input, { failOn: 'error', limitInputPixels: 40_000_000 }));
      const { data, info } = keepAlpha
        ? await pipeline.webp({ quality: 85 }).toBuffer({ resolveWithObject: true })
        : await encodeJpeg(pipeline).toBuffer({ resolveWithObject: true });
      return { data, contentType: keepAlpha ? 'image/webp' : 'image/jpeg', width: info.width, height: info.height };
    });
  } catch {
    throw badRequest(NOT_AN_IMAGE);
  }
}

/** Stores a processed image (inside the caller's transaction); returns its public URL. */
export async function saveImage(db: Db, image: ProcessedImage, userId: number | null): Promise<string> {
  const key = crypto.randomBytes(16).toString('base64url');
  await db.insert(uploads).values({ key, userId, ...image });
  return imageUrl(key);
}

export const imageUrl = (key: string) => `/api/images/${key}`;

export function keyFromImageUrl(url: string | null | undefined): string | null {
  const m = url ? /^\/api\/images\/([\w-]{10,64})$/.exec(url) : null;
  return m ? m[1]! : null;
}

/**
 * Removes a stored image of this user (inside the caller's transaction) unless an assessment or a pet
 * still shows it: 'Assess again' shares the pet's photo between assessments. Call it after the row that
 * held the URL is deleted or changed. Other URLs are left alone.
 */
export async function deleteImage(db: Db, url: string | null | undefined, userId: number): Promise<void> {
  const key = keyFromImageUrl(url);
  if (!key) return;
  const [inUse] = await db
    .select({ one: sql<number>`1` })
    .from(assessments)
    .where(eq(assessments.petPhoto, url!))
    .union(
      db
        .select({ one: sql<number>`1` })
        .from(pets)
        .where(eq(pets.photo, url!)),
    )
    .limit(1);
  if (inUse) return;
  await db.delete(uploads).where(and(eq(uploads.key, key), eq(uploads.userId, userId)));
}
