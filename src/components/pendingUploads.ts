// Pictures still on their way: a form asks before it sends, so that a picture being uploaded (or one that
// failed and waits for 重试) is not silently left out. Every mounted ImageUploader reports here; one form is
// on screen at a time, so one list serves the page.

interface Counts {
  uploading: number;
  failed: number;
}

const uploaders = new Map<symbol, Counts>();

export function reportUploads(id: symbol, counts: Counts | null): void {
  if (counts && (counts.uploading || counts.failed)) uploaders.set(id, counts);
  else uploaders.delete(id);
}

/** Why the form cannot be sent yet, in Chinese; null when every picture is in. */
export function pendingUploadProblem(): string | null {
  let uploading = 0;
  let failed = 0;
  for (const c of uploaders.values()) {
    uploading += c.uploading;
    failed += c.failed;
  }
  if (uploading) return `还有 ${uploading} 张图片正在上传，请稍候再提交`;
  if (failed) return `有 ${failed} 张图片上传失败，请点「重试」或删除后再提交`;
  return null;
}
