// The unread count, kept on the 消息 tab badge and in the app state's counter. Apart from the marking code
// (hooks.ts): every signed-in page loads this for the badge, and only the message centre needs the rest.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { setCounter } from '@/stores/app.ts';
import { setTabBadge } from '@/stores/badges.ts';
import { useToken } from '@/stores/useToken.ts';
import { unreadCountQuery } from '@/api/message.queries.ts';

/**
 * The unread count while signed in (undefined until known); every change is copied to the tab badge and to
 * the app state's counter (spec §3's counter is the number of unread messages).
 */
export function useUnreadCount(): number | undefined {
  const token = useToken();
  const query = useQuery({ ...unreadCountQuery(), enabled: Boolean(token) });
  const unread = token ? query.data : undefined;
  useEffect(() => {
    if (unread !== undefined) {
      setTabBadge('messages', unread);
      setCounter(unread);
    } else if (!token) {
      setCounter(0);
    }
  }, [unread, token]);
  return unread;
}

/**
 * Keeps the 消息 tab's unread badge up to date on every main-layout screen while signed in. MainLayout imports
 * this module lazily, so signed-out visitors (and the first paint) never pay for the messages feature; here and
 * not in a file of its own, which made one more (≈ 0.1 KB) chunk on every signed-in first load.
 */
export function UnreadBadgeSync(): null {
  useUnreadCount();
  return null;
}
