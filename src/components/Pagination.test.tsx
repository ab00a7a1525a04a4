import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChakra } from '@/test/render.tsx';
import { Pagination } from './Pagination.tsx';

describe('Pagination', () => {
  it('pages with 上一页 / 下一页 and says where it is in Chinese', async () => {
    const onPageChange = vi.fn();
    renderWithChakra(<Pagination page={2} pageSize={10} total={35} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
    expect(screen.getByText('第 2 页 / 4')).toBeInTheDocument();
    expect(screen.getByText('共 35 条')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('disables 上一页 on the first page', () => {
    renderWithChakra(<Pagination page={1} pageSize={10} total={5} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });
});
