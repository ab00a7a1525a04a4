// 帮助中心 (bangzhu): not built yet — replace this file with the real screen (keep the default export).
import { NotBuilt } from '@/components/NotBuilt.tsx';

export default function Bangzhu() {
  return <NotBuilt />;
}
