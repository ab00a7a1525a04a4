// Screens outside /index (login, register, privacy, the shared goods page, 404): the same column and top bar,
// never a tab bar.
import { AppShell } from './AppShell.tsx';

export default function BareLayout() {
  return <AppShell allowTabBar={false} />;
}
