// Top-right on the top-level screens: the signed-in user's avatar (→ 个人中心), or 登录.
// A plain circle rather than Chakra's Avatar: Avatar runs a zag state machine, whose runtime (≈ 5 KB gzip)
// would otherwise load with every top-level page just for this 28-px picture. Plain elements (Shell.module.css).
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { assetUrl } from '@/api/client.ts';
import { useAppState } from '@/stores/app.ts';
import { useToken } from '@/stores/useToken.ts';
import { zhCN } from '@/locales/zh-CN.ts';
import { paths } from '@/config/paths.ts';
import { maskPhone } from '@/lib/format.ts';
import plain from '@/components/plainButton.module.css';
import css from './Shell.module.css';

export function UserChip() {
  const token = useToken();
  const { userInfo } = useAppState();
  const location = useLocation();
  if (!token) {
    return (
      <Link to={paths.login(location.pathname + location.search)} className={`${plain.button} ${css.login}`}>{zhCN.auth.login}</Link>
    );
  }
  // No nickname in the profile (or not a text): the masked phone.
  const nick = userInfo?.nickName;
  const name = typeof nick === 'string' && nick ? nick : maskPhone(userInfo?.phonenumber);
  return (
    <Link to={paths.geren} aria-label={name ? `个人中心：${name}` : '个人中心'} data-testid="user-chip">
      <UserAvatar name={name} src={userInfo?.avatar ? assetUrl(userInfo.avatar) : undefined} />
    </Link>
  );
}

/** The picture, or the name's first character on the brand colour when there is none (or it fails to load). */
function UserAvatar({ name, src }: { name: string; src?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== undefined && failedSrc !== src;
  return (
    <div className={css.avatar} data-testid="user-avatar">
      {showImage
        ? <img src={src} alt={name} className={css.avatarImage} onError={() => setFailedSrc(src)} />
        : <span aria-hidden="true">{Array.from(name)[0] ?? ''}</span>}
    </div>
  );
}
