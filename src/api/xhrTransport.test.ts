// Uploads with a progress bar go through XMLHttpRequest (fetch has no upload progress): the same rules apply.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { upload, xhrTransport } from './client.ts';

/** A stand-in XMLHttpRequest that records what was sent and answers when told. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() { FakeXhr.last = this; }
  open(method: string, url: string) { this.method = method; this.url = url; }
  setRequestHeader(name: string, value: string) { this.headers[name] = value; }
  send(body: unknown) { this.body = body; }
  abort() { this.onabort?.(); }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

describe('xhrTransport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports progress, sends the auth headers and multipart body, and answers through the usual rules', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const call = upload<{ url: string }>('/api/common/upload', { file: new Blob(['x']) }, { onUploadProgress: (f) => progress.push(f) });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/dev-api/common/upload');
    expect(xhr.headers).toHaveProperty('token');
    expect(xhr.body).toBeInstanceOf(FormData);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.answer(200, JSON.stringify({ code: 200, msg: '上传成功', data: { url: '/profile/upload/a.png' } }));
    await expect(call).resolves.toEqual({ url: '/profile/upload/a.png' });
    expect(progress).toEqual([0.5, 1]);
  });

  it('turns a business failure into the server message, and an abort into a cancelled call', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failing = upload('/api/common/upload', { file: new Blob(['x']) }, { onUploadProgress: () => undefined });
    FakeXhr.last!.answer(200, JSON.stringify({ code: 500, msg: '只能上传图片（png、jpg、gif、webp）' }));
    await expect(failing).rejects.toMatchObject({ msg: '只能上传图片（png、jpg、gif、webp）', kind: 'business' });

    const controller = new AbortController();
    const aborted = upload('/api/common/upload', { file: new Blob(['x']) }, { onUploadProgress: () => undefined, signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ kind: 'canceled' });
  });

  it('is a Transport: a network failure rejects like fetch does', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const answer = xhrTransport(() => undefined)('/x', { method: 'GET', headers: {} });
    FakeXhr.last!.onerror?.();
    await expect(answer).rejects.toBeInstanceOf(TypeError);
  });
});
