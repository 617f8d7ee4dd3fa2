import type { ComponentType } from 'react';
import { useEffect, useState } from 'react';

type NotificationsComponent = ComponentType<{ position: 'top-right' }>;

/**
 * Where toasts appear. @mantine/notifications is not part of the first download (ADR 043): it
 * loads just after the first page is shown. A toast asked for before that (showErrorNotification,
 * or a page's own notifications.show) waits in the library's store and appears once it is here.
 */
export function NotificationsHost() {
  const [Notifications, setNotifications] = useState<NotificationsComponent | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import('@mantine/notifications').then(
      (module) => {
        if (isCurrent) setNotifications(() => module.Notifications);
      },
      // No toasts without the module; the pages still show their errors inline.
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return Notifications ? <Notifications position="top-right" /> : null;
}
