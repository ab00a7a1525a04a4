import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@/contract/statuses.ts';
import { listQueryFromSearch } from '@/features/order/OrderList.tsx';
import { countBadge, myProductsWithStatus, ORDER_COUNTERS, SHORTCUTS } from './links.ts';

describe('个人中心 links', () => {
  it('opens 我的买单 on the counter’s status tab, as MyProducts reads it', () => {
    for (const c of ORDER_COUNTERS) {
      const url = new URL(myProductsWithStatus(c.status), 'http://x');
      expect(url.pathname).toBe('/index/other/MyProducts');
      expect(listQueryFromSearch(url.searchParams).orderStatus).toBe(c.status);
    }
    expect(myProductsWithStatus()).toBe('/index/other/MyProducts');
  });
  it('counts 待支付 / 交易中 / 交易成功 with the order statuses unpaid / trading / success', () => {
    expect(ORDER_COUNTERS.map((c) => [c.label, c.status]))
      .toEqual([['待支付', OrderStatus.unpaid], ['交易中', OrderStatus.trading], ['交易成功', OrderStatus.success]]);
  });
  it('has every shortcut of product.md, each leading somewhere different', () => {
    expect(SHORTCUTS.map((s) => s.label)).toEqual([
      '我的买单', '我的卖单', '我的代售', '我的评估', '竞价中心', '收藏', '浏览记录', '消息', '实名认证', '修改密码', '联系客服', '意见反馈', '我的反馈', '帮助中心',
    ]);
    expect(new Set(SHORTCUTS.map((s) => s.to)).size).toBe(SHORTCUTS.length);
  });
  it('shows a count badge only for a positive count, capped at 99+', () => {
    expect(countBadge(undefined)).toBeNull();
    expect(countBadge(0)).toBeNull();
    expect(countBadge(7)).toBe('7');
    expect(countBadge(120)).toBe('99+');
  });
});
