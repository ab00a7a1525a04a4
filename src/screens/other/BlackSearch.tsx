// 黑号查询 (blackSearch): not built yet — replace this file with the real screen (keep the default export).
import { NotBuilt } from '@/components/NotBuilt.tsx';

export default function BlackSearch() {
  return <NotBuilt />;
}
