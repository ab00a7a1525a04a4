import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setTransport } from '@/api/client.ts';
import { toast } from './toast.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { ImageUploader, type UploadedImage } from './ImageUploader.tsx';
import { pendingUploadProblem } from './pendingUploads.ts';

const png = (name = 'shot.png', bytes = 16) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function Harness({ onValue, max }: { onValue: (v: UploadedImage[]) => void; max?: number }) {
  const [value, setValue] = useState<UploadedImage[]>([]);
  return (
    <ImageUploader label="详情图" testId="up" max={max} value={value}
      onChange={(next) => { setValue(next); onValue(next); }} />
  );
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('ImageUploader', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    setTransport(undefined);
    vi.restoreAllMocks();
  });

  it('uploads each picked picture and adds it to the value, reading url or the live filePath', async () => {
    let n = 0;
    setTransport(async () => {
      n += 1;
      return json({ code: 200, msg: '上传成功', data: n === 1 ? { url: '/profile/upload/a.png', fileName: 'a.png' } : { filePath: '/profile/upload/b.png', fileName: 'b.png' } });
    });
    const values: UploadedImage[][] = [];
    renderWithChakra(<Harness onValue={(v) => values.push(v)} />);
    fireEvent.change(screen.getByTestId('up-input'), { target: { files: [png('a.png'), png('b.png')] } });
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^详情图 \d$/ })).toHaveLength(2));
    expect(values.at(-1)).toEqual([{ url: '/profile/upload/a.png', name: 'a.png' }, { url: '/profile/upload/b.png', name: 'b.png' }]);
  });

  it('refuses a file that is not an image before sending anything', async () => {
    const send = vi.fn(async () => json({ code: 200, data: { url: '/x.png' } }));
    setTransport(send);
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    renderWithChakra(<Harness onValue={() => undefined} />);
    fireEvent.change(screen.getByTestId('up-input'), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(error).toHaveBeenCalledWith('「notes.txt」不是图片，只能上传 png、jpg、gif、webp 格式');
    expect(send).not.toHaveBeenCalled();
  });

  it('shows a failed upload with 重试, and a retry that succeeds adds the picture', async () => {
    let fail = true;
    setTransport(async () => (fail
      ? json({ code: 500, msg: '存储空间不足' })
      : json({ code: 200, data: { url: '/profile/upload/c.png', fileName: 'c.png' } })));
    const values: UploadedImage[][] = [];
    renderWithChakra(<Harness onValue={(v) => values.push(v)} />);
    fireEvent.change(screen.getByTestId('up-input'), { target: { files: [png('c.png')] } });
    const retry = await screen.findByRole('button', { name: '重试上传「c.png」' });
    expect(screen.getByText('上传失败')).toBeInTheDocument();
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(values.at(-1)).toEqual([{ url: '/profile/upload/c.png', name: 'c.png' }]));
    expect(screen.queryByText('上传失败')).not.toBeInTheDocument();
  });

  it('takes no more than max pictures and hides the add tile when full', async () => {
    setTransport(async () => json({ code: 200, data: { url: `/profile/upload/${Math.random().toString(16).slice(2)}.png`, fileName: 'x.png' } }));
    vi.spyOn(toast, 'info').mockImplementation(() => undefined);
    renderWithChakra(<Harness onValue={() => undefined} max={1} />);
    expect(screen.getByRole('button', { name: '上传详情图，已选 0/1' })).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('up-input'), { target: { files: [png('1.png'), png('2.png')] } });
    expect(toast.info).toHaveBeenCalledWith('详情图最多 1 张，已选前 1 张');
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^详情图 \d$/ })).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^上传详情图/ })).not.toBeInTheDocument();
  });

  it('tells the form a picture is still on its way, then failed, then that all are in', async () => {
    let answer: (r: Response) => void = () => undefined;
    setTransport(() => new Promise<Response>((resolve) => { answer = resolve; }));
    const { unmount } = renderWithChakra(<Harness onValue={() => undefined} />);
    expect(pendingUploadProblem()).toBeNull();
    fireEvent.change(screen.getByTestId('up-input'), { target: { files: [png('d.png')] } });
    await waitFor(() => expect(pendingUploadProblem()).toBe('还有 1 张图片正在上传，请稍候再提交'));
    answer(json({ code: 500, msg: '存储空间不足' }));
    await waitFor(() => expect(pendingUploadProblem()).toBe('有 1 张图片上传失败，请点「重试」或删除后再提交'));
    fireEvent.click(screen.getByRole('button', { name: '删除「d.png」' }));
    await waitFor(() => expect(pendingUploadProblem()).toBeNull());
    unmount();
  });

  it('keeps both pictures when the form passes the new list down late (as react-hook-form does)', async () => {
    let n = 0;
    setTransport(async () => {
      n += 1;
      const me = n;
      // The second picture arrives while the form has not shown the first one yet.
      await new Promise((resolve) => setTimeout(resolve, me === 1 ? 0 : 15));
      return json({ code: 200, data: { url: `/profile/upload/${me}.png`, fileName: `${me}.png` } });
    });
    function LaggingForm({ onValue }: { onValue: (v: UploadedImage[]) => void }) {
      const [value, setValue] = useState<UploadedImage[]>([]);
      return (
        <ImageUploader label="游戏截图" testId="up" value={value}
          onChange={(next) => { onValue(next); setTimeout(() => setValue(next), 40); }} />
      );
    }
    const values: UploadedImage[][] = [];
    renderWithChakra(<LaggingForm onValue={(v) => values.push(v)} />);
    fireEvent.change(screen.getByTestId('up-input'), { target: { files: [png('1.png'), png('2.png')] } });
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^游戏截图 \d$/ })).toHaveLength(2));
    expect(values.at(-1)?.map((x) => x.url)).toEqual(['/profile/upload/1.png', '/profile/upload/2.png']);
  });
});
