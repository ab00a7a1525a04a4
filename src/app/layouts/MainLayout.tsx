// /index: the main layout — the shell with the tab bar on top-level screens and a floating 客服 entry.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { HEADSET_PATH, PlainIcon } from '@/components/icons.tsx';
import { zhCN } from '@/locales/zh-CN.ts';
import { useToken } from '@/stores/useToken.ts';
import { paths } from '@/config/paths.ts';
import { AppShell } from './AppShell.tsx';
import plain from '@/components/plainButton.module.css';
import css from './Shell.module.css';

function KefuButton() {
  return (
    <Link to={paths.contactkefu()} aria-label={zhCN.auth.kefu} className={`${plain.button} ${css.kefu}`}>
      <PlainIcon path={HEADSET_PATH} className={css.kefuIcon} />
    </Link>
  );
}

const UnreadBadgeSync = lazy(() => import('@/features/message/unread.ts').then((m) => ({ default: m.UnreadBadgeSync })));

export default function MainLayout() {
  // The messages feature fills the 消息 badge with setTabBadge('messages', unread) (src/stores/badges.ts).
  const token = useToken();
  return (
    <>
      <AppShell floating={<KefuButton />} />
      {token && <Suspense fallback={null}><UnreadBadgeSync /></Suspense>}
    </>
  );
}
