// 填写商品信息 (fillInformation): not built yet — replace this file with the real screen (keep the default export).
import { NotBuilt } from '@/components/NotBuilt.tsx';

export default function FillInformation() {
  return <NotBuilt />;
}
