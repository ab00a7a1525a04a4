// /index: the main layout — the shell with the tab bar on top-level screens and a floating 客服 entry.
import { lazy, Suspense } from 'react';
import { IconButton } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { HeadsetIcon } from '@/components/icons.tsx';
import { zhCN } from '@/locales/zh-CN.ts';
import { useToken } from '@/stores/useToken.ts';
import { paths } from '@/config/paths.ts';
import { AppShell } from './AppShell.tsx';

function KefuButton() {
  return (
    <IconButton asChild aria-label={zhCN.auth.kefu} position="fixed" zIndex="docked" borderRadius="full" size="lg"
      bottom="calc(var(--chakra-sizes-tab-bar) + env(safe-area-inset-bottom) + var(--chakra-spacing-4))"
      right="calc(max(0px, (100vw - 540px) / 2) + var(--chakra-spacing-3))"
      boxShadow="0 4px 14px rgba(255, 106, 0, 0.35)">
      <Link to={paths.contactkefu()}>
        <HeadsetIcon boxSize="6" />
      </Link>
    </IconButton>
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
