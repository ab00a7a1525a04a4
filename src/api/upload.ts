// Shared endpoints: file upload.
import { ApiError, upload } from './client.ts';
import type { UploadResult } from '@/contract/types.ts';

/** Largest image the app lets a user pick (the server enforces the same). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** The picture types the server accepts (it checks the bytes, the app checks the declared type first). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Why a picked file cannot be uploaded, in Chinese; null when it can. */
export function validateImageFile(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return `「${file.name}」不是图片，只能上传 png、jpg、gif、webp 格式`;
  if (file.size === 0) return `「${file.name}」是空文件`;
  if (file.size > MAX_UPLOAD_BYTES) return `「${file.name}」超过 ${MAX_UPLOAD_BYTES / 1024 / 1024} MB，请压缩后再上传`;
  return null;
}

/** What an upload answers: the mock sends `url`, the live backend `filePath` (some of its clients read `url`). */
interface UploadAnswer {
  url?: string;
  filePath?: string;
  fileName?: string;
}

export interface UploadImageOptions {
  /** 0–1 as the file is sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /api/common/upload — one image, multipart field `file` (extension); answers its url and name. */
export async function uploadImage(file: File, options: UploadImageOptions = {}): Promise<UploadResult> {
  const answer = await upload<UploadAnswer | undefined>('/api/common/upload', { file }, {
    timeout: 60_000, signal: options.signal, onUploadProgress: options.onProgress,
  });
  const url = answer?.url || answer?.filePath;
  if (!url) throw new ApiError(500, '上传失败：服务器没有返回图片地址', 'business');
  return { url, fileName: answer?.fileName || file.name };
}
