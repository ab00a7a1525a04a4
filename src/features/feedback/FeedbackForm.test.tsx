import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import * as feedback from '@/api/feedback.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { FeedbackForm } from './FeedbackForm.tsx';

function renderForm() {
  return renderWithChakra(
    <MemoryRouter initialEntries={['/index/other/fankui']}>
      <Routes>
        <Route path="/index/other/fankui" element={<FeedbackForm defaultType="建议" intro="说明" />} />
        <Route path="/index/other/ProblemList" element={<p>我的反馈页</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('FeedbackForm', () => {
  it('counts as you type, says what is wrong beside each field and sends nothing', async () => {
    const send = vi.spyOn(feedback, 'submitFeedback').mockResolvedValue({ id: 9 });
    renderForm();
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: /建议/ })).toHaveAttribute('aria-checked', 'true');
    await user.type(screen.getByTestId('feedback-content'), '五个字而已');
    expect(screen.getByTestId('feedback-counter')).toHaveTextContent('5/500');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请详细描述，至少 10 个字（已输入 5 个字）')).toBeInTheDocument();
    expect(screen.getByText('请填写手机号或 QQ 号，方便客服联系您')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the live shape {type, content, contact, images} and goes to 我的反馈', async () => {
    const send = vi.spyOn(feedback, 'submitFeedback').mockResolvedValue({ id: 9 });
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /投诉/ }));
    await user.click(screen.getByTestId('feedback-content'));
    await user.paste('  卖家两个小时不配合换绑，订单卡住了  ');
    await user.click(screen.getByPlaceholderText('手机号或 QQ 号'));
    await user.paste('QQ 1052233445');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('我的反馈页')).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({ type: '投诉', content: '卖家两个小时不配合换绑，订单卡住了', contact: '1052233445', images: [] });
  });
});
