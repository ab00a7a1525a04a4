// Shared by the account-form tests: a signed-in buyer, a form rendered inside a router that shows where it went,
// and typing into a field by its placeholder.
import type { ReactElement } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@/contract/types.ts';
import { RealNameStatus } from '@/contract/statuses.ts';
import { renderWithChakra } from './render.tsx';

export const buyer: User = {
  userId: 1, userName: '13800138000', nickName: '买家小王', phonenumber: '13800138000', avatar: '/profile/img/avatar/1.svg',
  sex: '0', email: 'xiaowang@example.com', realNameStatus: RealNameStatus.unverified, createTime: '2026-01-01 00:00:00',
};

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname}</div>;
}

/** Renders `ui` at /here; the test id `where` shows the path after any navigation. */
export function renderAt(ui: ReactElement) {
  return renderWithChakra(
    <MemoryRouter initialEntries={['/here']}>
      <Routes><Route path="*" element={<>{ui}<Where /></>} /></Routes>
    </MemoryRouter>,
  );
}

export const type = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
