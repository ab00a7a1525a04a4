import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { stubExports } from '@/test/stubExports.ts';
import { lazyWhenOpen, LOAD_FAILED_MESSAGE } from './lazyWhenOpen.tsx';
import * as toastModule from './toast.ts';

const toastError = vi.fn();
beforeEach(() => stubExports(toastModule, { toast: { error: toastError } as unknown as typeof toastModule.toast }));

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Sheet({ open, onOpenChange }: SheetProps) {
  return open ? <div role="dialog">售后<button onClick={() => onOpenChange(false)}>关闭</button></div> : <p>已关闭</p>;
}

function Opener({ LazySheet }: { LazySheet: (props: SheetProps) => React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>申请售后</button>
      <LazySheet open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('lazyWhenOpen', () => {
  it('loads nothing until first opened, then shows the sheet and keeps it mounted when closed', async () => {
    const load = vi.fn(() => Promise.resolve(Sheet));
    const LazySheet = lazyWhenOpen(load, { isOpen: (p: SheetProps) => p.open, closed: (p) => ({ ...p, open: false }), close: (p) => p.onOpenChange(false) });
    render(<Opener LazySheet={LazySheet} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('已关闭')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '申请售后' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('售后');
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.getByText('已关闭')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '申请售后' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so when the code cannot load, closes the opener and tries again on the next open', async () => {
    const load = vi.fn()
      .mockImplementationOnce(() => Promise.reject(new Error('offline')))
      .mockImplementation(() => Promise.resolve(Sheet));
    const LazySheet = lazyWhenOpen(load, { isOpen: (p: SheetProps) => p.open, closed: (p) => ({ ...p, open: false }), close: (p) => p.onOpenChange(false) });
    render(<Opener LazySheet={LazySheet} />);

    fireEvent.click(screen.getByRole('button', { name: '申请售后' }));
    await act(async () => { await Promise.resolve(); });
    expect(toastError).toHaveBeenCalledWith(LOAD_FAILED_MESSAGE);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '申请售后' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('mounts the sheet closed, then opens it (a dialog mounted open would close on the focus left outside)', async () => {
    const seen: boolean[] = [];
    const Recording = (props: SheetProps) => {
      seen.push(props.open);
      return <Sheet {...props} />;
    };
    const LazySheet = lazyWhenOpen(() => Promise.resolve(Recording),
      { isOpen: (p: SheetProps) => p.open, closed: (p) => ({ ...p, open: false }), close: (p) => p.onOpenChange(false) });
    render(<Opener LazySheet={LazySheet} />);
    fireEvent.click(screen.getByRole('button', { name: '申请售后' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('preload() starts the load before the first open', async () => {
    const load = vi.fn(() => Promise.resolve(Sheet));
    const LazySheet = lazyWhenOpen(load, { isOpen: (p: SheetProps) => p.open, closed: (p) => ({ ...p, open: false }), close: (p) => p.onOpenChange(false) });
    await LazySheet.preload();
    render(<Opener LazySheet={LazySheet} />);
    fireEvent.click(screen.getByRole('button', { name: '申请售后' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
