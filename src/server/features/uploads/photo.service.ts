import type Sharp from 'sharp';
import type { Metadata } from 'sharp';
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, PHOTO_MESSAGES } from '#core/photos';
import { AppError } from '../../errors';
import { createSemaphore } from '../../shared/infrastructure/semaphore';
import { photoKey, type PhotoStorage } from '../../storage/photo-storage';

export const PHOTO_MAX_SIDE = 800;

/**
 * sharp (libvips) is loaded with the first photo, not at start-up: it takes 15–20 MB of memory
 * that an instance serving only voters never needs.
 */
let sharpModule: Promise<typeof Sharp> | undefined;
function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import('sharp').then((module) => module.default);
  return sharpModule;
}

/**
 * Decoding a 40-megapixel image takes some hundreds of megabytes: at most two are decoded at once
 * per process, and further uploads wait their turn (they are not refused), so memory stays
 * bounded however many arrive together.
 */
export const MAX_PARALLEL_DECODES = 2;
export const photoDecodes = createSemaphore(MAX_PARALLEL_DECODES);

export const uploadErrors = {
  forbidden: () => new AppError('upload_forbidden', 403, PHOTO_MESSAGES.forbidden),
  missing: () => new AppError('upload_missing', 400, PHOTO_MESSAGES.missing),
  type: () => new AppError('upload_type', 415, PHOTO_MESSAGES.type),
  tooLarge: () => new AppError('upload_too_large', 413, PHOTO_MESSAGES.tooLarge),
  tooManyPixels: () => new AppError('upload_dimensions', 400, PHOTO_MESSAGES.tooManyPixels),
  unreadable: () => new AppError('upload_unreadable', 400, PHOTO_MESSAGES.unreadable),
};

/** The image type by its first bytes, never by the file name or the browser's claim. */
export function sniffImageType(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * Checks the upload, re-encodes it (EXIF and GPS dropped, longest side 800 px, WebP) and stores
 * it under candidates/{municipality}/{timestamp}_{random}.webp. Returns the public URL.
 */
export async function storeCandidatePhoto(
  storage: PhotoStorage,
  municipalityId: string,
  bytes: Uint8Array,
) {
  if (bytes.byteLength === 0) throw uploadErrors.missing();
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw uploadErrors.tooLarge();
  if (!sniffImageType(bytes)) throw uploadErrors.type();

  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw uploadErrors.unreadable();
  }
  if (!meta.width || !meta.height) throw uploadErrors.unreadable();
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) throw uploadErrors.tooManyPixels();

  let webp: Buffer;
  try {
    webp = await photoDecodes.run(() =>
      sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS })
        .rotate() // apply the EXIF orientation before the metadata is dropped
        .resize({
          width: PHOTO_MAX_SIDE,
          height: PHOTO_MAX_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 82 })
        .toBuffer(),
    );
  } catch {
    throw uploadErrors.unreadable();
  }
  const key = await storage.putNew(photoKey(municipalityId), 'webp', webp, 'image/webp');
  return { url: `/uploads/${key}` };
}
