// 实名认证 (Realname): not built yet — replace this file with the real screen (keep the default export).
import { NotBuilt } from '@/components/NotBuilt.tsx';

export default function Realname() {
  return <NotBuilt />;
}
