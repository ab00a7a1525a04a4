import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChakra } from '@/test/render.tsx';
import { TabStrip } from './TabStrip.tsx';

const ITEMS = [{ value: 'hot', label: '热门' }, { value: 'mobile', label: '手游' }, { value: 'pc', label: '端游' }] as const;

function Harness() {
  const [value, setValue] = useState<(typeof ITEMS)[number]['value']>('hot');
  return <TabStrip label="游戏分类" items={ITEMS} value={value} onChange={setValue} />;
}

describe('TabStrip', () => {
  it('marks the selected tab and changes it on click', async () => {
    renderWithChakra(<Harness />);
    expect(screen.getByRole('tablist', { name: '游戏分类' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '热门' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: '端游' }));
    expect(screen.getByRole('tab', { name: '端游' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '热门' })).toHaveAttribute('aria-selected', 'false');
  });

  it('moves with the arrow keys (wrapping) and keeps one tab in the tab order', async () => {
    const user = userEvent.setup();
    renderWithChakra(<Harness />);
    await user.click(screen.getByRole('tab', { name: '热门' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '端游' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '端游' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '热门' })).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
  });
});
