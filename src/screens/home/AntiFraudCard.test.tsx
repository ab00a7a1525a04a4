import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@/api/client.ts';
import * as service from '@/api/service.ts';
import { appSystem } from '@/app/system.ts';
import { AntiFraudCard } from './AntiFraudCard.tsx';

function renderCard() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}><ChakraProvider value={appSystem()}><AntiFraudCard /></ChakraProvider></QueryClientProvider>
    </MemoryRouter>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('AntiFraudCard', () => {
  it('客服验证: checks the input first, then shows the official staff in green', async () => {
    const user = userEvent.setup();
    const check = vi.spyOn(service, 'checkStaff').mockResolvedValue({ name: '官方客服-小鱼', type: 'qq', workTime: '09:00-24:00' });
    renderCard();
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入客服的QQ号或微信号');
    expect(check).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: '客服QQ号或微信号' }), '2850013001');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByTestId('staff-result')).toHaveTextContent('官方客服：官方客服-小鱼，工作时间：09:00-24:00');
  });

  it('客服验证: the refusal is a red warning with advice', async () => {
    const user = userEvent.setup();
    vi.spyOn(service, 'checkStaff').mockRejectedValue(new ApiError(500, '不是官方客服，谨防受骗', 'business'));
    renderCard();
    await user.type(screen.getByRole('textbox', { name: '客服QQ号或微信号' }), '12345678');
    await user.click(screen.getByRole('button', { name: '查询' }));
    const result = await screen.findByTestId('staff-result');
    expect(result).toHaveTextContent('不是官方客服，谨防受骗');
    expect(result).toHaveTextContent('不要转账');
  });

  it('黑号查询: lists the records of a black account, or says it is clear', async () => {
    const user = userEvent.setup();
    const lookup = vi.spyOn(service, 'checkBlackAccount').mockResolvedValueOnce({
      exists: true,
      records: [
        { account: '2233445566', gameName: '王者荣耀', reason: '找回', createTime: '2026-10-19 19:08:02' },
        { account: '2233445566', gameName: '和平精英', reason: '诈骗', createTime: '2026-08-18 19:08:02' },
      ],
    }).mockResolvedValueOnce({ exists: false, records: [] });
    renderCard();
    await user.click(screen.getByRole('tab', { name: '黑号查询' }));
    const input = await screen.findByRole('textbox', { name: '要查询的游戏账号' });
    await user.type(input, '2233445566');
    await user.click(screen.getByRole('button', { name: '查询' }));
    const result = await screen.findByTestId('black-result');
    expect(result).toHaveTextContent('该账号有 2 条黑号记录，请勿交易');
    const rows = await within(result).findAllByTestId('black-record');
    expect(rows.map((r) => r.textContent)).toEqual(['王者荣耀找回2026-10-19', '和平精英诈骗2026-08-18']);

    await user.clear(input);
    await user.type(input, 'safe_account');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('未查到黑号记录')).toBeInTheDocument();
    expect(lookup).toHaveBeenLastCalledWith('safe_account');
  });
});
