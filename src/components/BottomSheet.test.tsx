import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithChakra } from '@/test/render.tsx';
import { BottomSheet } from './BottomSheet.tsx';

function Opener({ modal = false }: { modal?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>筛选</button>
      <BottomSheet open={open} onOpenChange={setOpen} title="筛选条件" modal={modal}
        footer={<button onClick={() => setOpen(false)}>确认</button>}>
        <input aria-label="最低价" />
      </BottomSheet>
    </>
  );
}

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

async function openSheet(modal = false) {
  renderWithChakra(<Opener modal={modal} />);
  const opener = screen.getByRole('button', { name: '筛选' });
  opener.focus();
  fireEvent.click(opener);
  const sheet = await screen.findByRole('dialog', { name: '筛选条件' });
  return { opener, sheet };
}

describe('BottomSheet', () => {
  it('mounts on opening as a modal dialog named by its title, the focus on 关闭 (not the input)', async () => {
    renderWithChakra(<Opener />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '筛选' }));
    const sheet = await screen.findByRole('dialog', { name: '筛选条件' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
  });

  it('keeps Tab inside the sheet, both ways', async () => {
    await openSheet();
    const close = screen.getByRole('button', { name: '关闭' });
    const first = screen.getByRole('textbox', { name: '最低价' });
    // 关闭 comes last in the sheet's order: Tab from it goes back to the first field, Shift+Tab from that to 关闭.
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(close).toHaveFocus();
    // From the sheet itself (a tap on its text focuses it), Shift+Tab does not leave it either.
    const sheet = screen.getByRole('dialog', { name: '筛选条件' });
    sheet.focus();
    fireEvent.keyDown(sheet, { key: 'Tab', shiftKey: true });
    expect(close).toHaveFocus();
  });

  it('closes on Esc and on a tap beside it, gives the focus back to its opener and unmounts', async () => {
    const { opener, sheet } = await openSheet();
    fireEvent.keyDown(screen.getByRole('button', { name: '关闭' }), { key: 'Escape' });
    expect(sheet).toHaveAttribute('data-state', 'closed');
    await nextFrame();
    expect(opener).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(opener);
    const again = await screen.findByRole('dialog', { name: '筛选条件' });
    const backdrop = again.parentElement?.previousElementSibling as HTMLElement;
    fireEvent.click(backdrop);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a modal sheet ignores Esc and the backdrop; its 关闭 still closes it', async () => {
    const { sheet } = await openSheet(true);
    fireEvent.keyDown(screen.getByRole('button', { name: '关闭' }), { key: 'Escape' });
    fireEvent.click(sheet.parentElement?.previousElementSibling as HTMLElement);
    expect(sheet).toHaveAttribute('data-state', 'open');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Esc with the focus in a layer above the sheet (a dialog opened from it) leaves the sheet open', async () => {
    const { sheet } = await openSheet();
    const above = document.createElement('button');
    document.body.append(above);
    above.focus();
    fireEvent.keyDown(above, { key: 'Escape' });
    expect(sheet).toHaveAttribute('data-state', 'open');
    above.remove();
  });
});
