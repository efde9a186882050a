import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { buttonVariants } from './ui/button';
import { useUnreadCount } from '#client/api/notifications.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';
import { bellLabel } from '#shared/rules/notifications.ts';

/** The header's bell: the unread count, live, and the way to the notifications screen. */
export function NotificationBell() {
  const unread = useUnreadCount();
  return (
    <Link
      to={clientPaths.notifications}
      aria-label={bellLabel(unread)}
      className={`${buttonVariants({ variant: 'ghost', size: 'icon' })} relative`}
    >
      <Bell aria-hidden />
      {unread > 0 ? (
        <span
          aria-hidden
          data-testid="unread-badge"
          className="absolute top-0.5 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-[0.7rem] leading-none font-black text-white ring-2 ring-cream"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
