// 个人中心 (geren): not built yet — replace this file with the real screen (keep the default export).
import { NotBuilt } from '@/components/NotBuilt.tsx';

export default function Geren() {
  return <NotBuilt />;
}
