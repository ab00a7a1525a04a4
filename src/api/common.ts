// Shared endpoints: file upload.
import { upload } from './client.ts';
import type { UploadResult } from './types.ts';

/** Largest image the app lets a user pick (the server enforces the same). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** POST /api/common/upload — one image, multipart field `file` (extension); answers its url. */
export function uploadImage(file: File): Promise<UploadResult> {
  return upload<UploadResult>('/api/common/upload', { file }, { timeout: 60_000 });
}
