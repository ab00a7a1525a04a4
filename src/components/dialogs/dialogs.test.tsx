import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChakra } from '@/test/render.tsx';
import { closeAllDialogs, confirmDialog, promptDialog } from './index.ts';
import { DialogHost } from './DialogHost.tsx';
import { dialogState, removeDialog, settleDialog } from './store.ts';

afterEach(() => {
  act(() => closeAllDialogs());
});

async function openConfirm() {
  renderWithChakra(<DialogHost />);
  let pending!: Promise<string>;
  act(() => {
    pending = confirmDialog({ title: '提示', message: '确定删除这条记录吗？' });
  });
  const dialog = await screen.findByRole('dialog', { name: '提示' });
  expect(dialog).toHaveTextContent('确定删除这条记录吗？');
  // Wrapped: returning the promise itself from an async function would wait for it.
  return { pending };
}

describe('confirmDialog', () => {
  it('resolves confirm and closes', async () => {
    const { pending } = await openConfirm();
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    await expect(pending).resolves.toBe('confirm');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(dialogState.entries).toHaveLength(0));
  });

  it('resolves cancel', async () => {
    const { pending } = await openConfirm();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await expect(pending).resolves.toBe('cancel');
  });

  it('resolves close from the × button (labelled 关闭) and from Esc', async () => {
    const { pending } = await openConfirm();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    await expect(pending).resolves.toBe('close');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    let second!: Promise<string>;
    act(() => {
      second = confirmDialog({ title: '再次确认', message: '…', confirmText: '好的', showCancel: false });
    });
    await screen.findByRole('dialog', { name: '再次确认' });
    expect(screen.queryByRole('button', { name: '取消' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '好的' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(second).resolves.toBe('close');
  });
});

describe('promptDialog', () => {
  it('rejects an entry that does not match the pattern with the default message 输入无效', async () => {
    renderWithChakra(<DialogHost />);
    let pending!: Promise<string | null>;
    act(() => {
      pending = promptDialog({ title: '修改价格', placeholder: '请输入新价格', pattern: /^\d+(\.\d{1,2})?$/ });
    });
    const input = await screen.findByPlaceholderText('请输入新价格');
    await userEvent.type(input, '12a');
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByText('输入无效')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '修改价格' })).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, '128.50{Enter}');
    await expect(pending).resolves.toBe('128.50');
  });

  it('shows the custom message, or the validator’s own text', async () => {
    renderWithChakra(<DialogHost />);
    let pending!: Promise<string | null>;
    act(() => {
      pending = promptDialog({
        title: '下架原因',
        placeholder: '请填写下架原因',
        validator: (value) => value.trim().length >= 2,
        errorMessage: '至少填写2个字',
      });
    });
    const input = await screen.findByPlaceholderText('请填写下架原因');
    await userEvent.type(input, '卖{Enter}');
    expect(await screen.findByText('至少填写2个字')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await expect(pending).resolves.toBeNull();

    let second!: Promise<string | null>;
    act(() => {
      second = promptDialog({ title: '备注', placeholder: '备注', validator: (v) => (v.includes('@') ? '不能包含 @' : true) });
    });
    const again = await screen.findByPlaceholderText('备注');
    await userEvent.type(again, 'a@b{Enter}');
    expect(await screen.findByText('不能包含 @')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    await expect(second).resolves.toBeNull();
  });
});

describe('dialogs one after another', () => {
  it('a confirm opened as a prompt closes stays open until the user answers it', async () => {
    renderWithChakra(<DialogHost />);
    let note!: Promise<string | null>;
    act(() => { note = promptDialog({ title: '下架商品', placeholder: '备注' }); });
    await userEvent.type(await screen.findByRole('textbox', { name: '备注' }), '暂时不卖了');
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    await expect(note).resolves.toBe('暂时不卖了');
    let answer!: Promise<string>;
    act(() => { answer = confirmDialog({ title: '确认下架', message: '确定下架吗？' }); });
    const dialog = await screen.findByRole('dialog', { name: '确认下架' });
    // The prompt's exit (focus handed back) does not dismiss it.
    await waitFor(() => expect(dialogState.entries).toHaveLength(1));
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    await expect(answer).resolves.toBe('confirm');
  });
});

describe('the dialog store', () => {
  it('shows a dialog asked for while another closes only once that one has gone', async () => {
    let first!: Promise<string>;
    act(() => { first = confirmDialog({ title: '一', message: '…' }); });
    const firstId = dialogState.entries[0].id;
    act(() => settleDialog(firstId, 'confirm'));
    await expect(first).resolves.toBe('confirm');
    act(() => { void confirmDialog({ title: '二', message: '…' }); });
    // Still closing: the second waits.
    expect(dialogState.entries.map((e) => e.options.title)).toEqual(['一']);
    act(() => removeDialog(firstId));
    await waitFor(() => expect(dialogState.entries.map((e) => e.options.title)).toEqual(['二']));
  });

  it('closeAllDialogs settles a waiting dialog too, and it never shows', async () => {
    act(() => { void confirmDialog({ title: '一', message: '…' }); });
    act(() => settleDialog(dialogState.entries[0].id, 'cancel'));
    let waiting!: Promise<string>;
    act(() => { waiting = confirmDialog({ title: '二', message: '…' }); });
    act(() => closeAllDialogs());
    await expect(waiting).resolves.toBe('close');
    expect(dialogState.entries).toHaveLength(0);
  });
});
