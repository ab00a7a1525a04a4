import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { VerifyReport } from '@/contract/types.ts';
import { AccountRealName, BindingType, ShotType } from '@/contract/statuses.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { VerifyReportCard } from './VerifyReportCard.tsx';

const report = (patch: Partial<VerifyReport> = {}): VerifyReport => ({
  checkTime: '2026-11-28 10:20:00',
  inspector: '交易客服-安安',
  bindings: [
    { type: BindingType.phone, name: '手机', bound: true, detail: '139****9000' },
    { type: BindingType.email, name: '邮箱', bound: false, detail: '' },
    { type: BindingType.thirdParty, name: 'QQ', bound: true, detail: '28****21' },
  ],
  realNameState: AccountRealName.changeable,
  attributes: [
    { name: '英雄数量', listed: '128个', checked: '128个', match: true },
    { name: '贵族等级', listed: 'V8', checked: 'V7', match: false },
  ],
  screenshots: [
    { url: '/profile/img/verify/7-1.svg', name: '验号 · 账号安全', shotType: ShotType.official },
    { url: '/profile/img/goods/7-1.svg', name: 'IMG_2041.JPEG', shotType: ShotType.seller },
    { url: '/profile/img/goods/7-2.svg', name: '英雄页' },
  ],
  summary: '账号可正常登录，绑定、实名与关键属性已核对，与商品描述一致，验号通过。',
  ...patch,
});

describe('VerifyReportCard', () => {
  it('shows when and who, the bindings, 实名, the attributes against the listing and the summary', () => {
    renderWithChakra(<VerifyReportCard report={report()} />);
    const card = screen.getByTestId('verify-report');
    expect(within(card).getByText('✓ 验号通过')).toBeTruthy();
    expect(within(card).getByText('2026-11-28 10:20')).toBeTruthy();
    expect(within(card).getByText('交易客服-安安')).toBeTruthy();
    const bindings = screen.getByTestId('verify-bindings').textContent;
    expect(bindings).toContain('手机已绑定 139****9000');
    expect(bindings).toContain('邮箱未绑定');
    expect(bindings).toContain('QQ已绑定 28****21');
    expect(screen.getByTestId('verify-realname').textContent).toBe('已实名，可二次实名');
    expect(screen.getByTestId('verify-rebind-note').textContent).toBe('换绑时，客服会把以上手机、邮箱、第三方登录与实名改为您的信息。');
    const attributes = screen.getByTestId('verify-attributes');
    expect(attributes.children[0]?.textContent).toBe('英雄数量128个✓ 一致');
    // A mismatch says both values (the mock never makes one: a mismatch fails 验号; another backend may).
    expect(attributes.children[1]?.textContent).toBe('贵族等级描述：V8；验号：V7不一致');
    expect(within(card).getByText(/验号通过。$/)).toBeTruthy();
  });

  it('marks each screenshot 官方截图 / 自主截图, never shows a file name, and leaves an unmarked one unmarked', () => {
    renderWithChakra(<VerifyReportCard report={report()} />);
    const shots = within(screen.getByTestId('verify-shots')).getAllByRole('button');
    expect(shots.map((b) => b.getAttribute('aria-label'))).toEqual([
      '查看大图：官方截图 · 验号 · 账号安全', '查看大图：自主截图 · 第 2 张', '查看大图：英雄页',
    ]);
    // The marks sit under the pictures (never over the screenshot's own header); the unmarked one has none.
    expect(within(screen.getByTestId('verify-shots')).getAllByText(/^(官方|自主)截图$/).map((m) => m.textContent)).toEqual(['官方截图', '自主截图']);
    expect(document.body.textContent).not.toContain('IMG_2041');
  });

  it('says when the 实名 cannot be moved (不可二次实名), and drops empty parts', () => {
    renderWithChakra(<VerifyReportCard report={report({ realNameState: AccountRealName.locked, attributes: [], screenshots: [] })} />);
    expect(screen.getByTestId('verify-realname').textContent).toBe('已实名，不可二次实名');
    expect(screen.getByTestId('verify-rebind-note').textContent).toContain('该账号不可二次实名，实名仍为原实名');
    expect(screen.queryByTestId('verify-attributes')).toBeNull();
    expect(screen.queryByTestId('verify-shots')).toBeNull();
  });
});
