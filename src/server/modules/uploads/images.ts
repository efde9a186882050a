/**
 * Stores uploaded images: the real type is read from the bytes (file-type), the image is
 * re-encoded with sharp (rotated upright, metadata such as GPS dropped, bounded to 1024 px) and the
 * bytes are kept in the database. SVG and other active content never comes back out as it went in.
 */
import crypto from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE } from '../../../shared/schemas/assessments.ts';

export const IMAGE_MAX_SIDE = 1024;
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
  try {
    const keepAlpha = type.mime === 'image/png' || type.mime === 'image/webp' || type.mime === 'image/gif';
    const pipeline = sharp(input, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const { data, info } = keepAlpha
      ? await pipeline.webp({ quality: 85 }).toBuffer({ resolveWithObject: true })
      : await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return { data, contentType: keepAlpha ? 'image/webp' : 'image/jpeg', width: info.width, height: info.height };
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
