import { z } from '@hono/zod-openapi';

export const UploadedPhotoSchema = z.object({ url: z.string() }).openapi('UploadedPhoto');

/** The stored photo's address, to be put in the candidate's `image`. */
export type UploadedPhoto = z.output<typeof UploadedPhotoSchema>;
