// Top-right on the top-level screens: the signed-in user's avatar (→ 个人中心), or 登录.
import { Avatar, Button } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { assetUrl } from '@/api/client.ts';
import { useAppState } from '@/stores/app.ts';
import { useToken } from '@/stores/session.ts';
import { zhCN } from '@/locales/zh-CN.ts';
import { paths } from '../paths.ts';

export function UserChip() {
  const token = useToken();
  const { userInfo } = useAppState();
  const location = useLocation();
  if (!token) {
    return (
      <Button asChild size="xs" variant="subtle" colorPalette="brand" borderRadius="full" px="3">
        <Link to={paths.login(location.pathname + location.search)}>{zhCN.auth.login}</Link>
      </Button>
    );
  }
  const name = userInfo?.nickName ?? '';
  return (
    <Link to={paths.geren} aria-label={name ? `个人中心：${name}` : '个人中心'} data-testid="user-chip">
      <Avatar.Root size="xs" colorPalette="brand">
        <Avatar.Fallback name={name || undefined} />
        {userInfo?.avatar && <Avatar.Image src={assetUrl(userInfo.avatar)} alt={name} />}
      </Avatar.Root>
    </Link>
  );
}
