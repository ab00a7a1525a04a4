// Keeps the 消息 tab's unread badge up to date on every main-layout screen while signed in. Loaded lazily by
// the layout, so signed-out visitors (and the first paint) never pay for the messages feature.
import { useUnreadCount } from './unread.ts';

export default function UnreadBadgeSync() {
  useUnreadCount();
  return null;
}
