// 填写基本信息 (BasicInformation): not built yet — replace this file with the real screen (keep the default export).
import { NotBuilt } from '@/components/NotBuilt.tsx';

export default function BasicInformation() {
  return <NotBuilt />;
}
