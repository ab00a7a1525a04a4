import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChakra } from '@/test/render.tsx';
import { ListPager, StickyTabs } from './ListPager.tsx';

describe('ListPager', () => {
  it('says where it is and pages with 上一页 / 下一页', async () => {
    const onPageChange = vi.fn();
    renderWithChakra(<ListPager page={2} pageSize={10} total={35} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: '分页' })).toHaveTextContent('第 2 页 / 4 · 共 35 条');
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('disables 上一页 on the first page and 下一页 on the last', () => {
    const { unmount } = renderWithChakra(<ListPager page={1} pageSize={10} total={15} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下一页' })).toBeEnabled();
    unmount();
    renderWithChakra(<ListPager page={2} pageSize={10} total={15} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('shows nothing when every row fits on one page', () => {
    renderWithChakra(<ListPager page={1} pageSize={10} total={10} onPageChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('StickyTabs', () => {
  it('shows the tabs and what goes under them', () => {
    renderWithChakra(<StickyTabs tabs={<span>全部</span>}><span>日期</span></StickyTabs>);
    expect(screen.getByText('全部')).toBeInTheDocument();
    expect(screen.getByText('日期')).toBeInTheDocument();
  });
});
