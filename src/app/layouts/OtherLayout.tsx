// /index/other: the personal and help area. It sits inside MainLayout, so it shares the same shell (top bar,
// tab bar on 消息 and 我的); this level is the place for anything common to the area only.
import { Outlet } from 'react-router-dom';

export default function OtherLayout() {
  return <Outlet />;
}
