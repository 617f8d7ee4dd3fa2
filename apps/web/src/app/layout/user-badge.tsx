import { useTranslation } from '../../i18n/use-translation';
import { useCurrentUser } from '../../lib/auth';
import { useSession } from '../../lib/session';
import styles from './shell.module.css';

/** The signed-in user's name with a role badge (role and club from GET /api/me). */
export function UserBadge() {
  const { t } = useTranslation();
  const auth = useSession();
  const currentUser = useCurrentUser();
  if (!auth.isAuthenticated) return null;
  const profile = auth.user?.profile;
  const name =
    currentUser.data?.name || profile?.name || profile?.preferred_username || profile?.email || '';
  const role = currentUser.data?.role;
  const club = currentUser.data?.club;
  return (
    <div className={styles.user} title={t('auth.signedInAs', { name })}>
      <p className={styles.userName}>{name}</p>
      {role && (
        <span
          className={`${styles.badge} ${styles.badgeSmall} ${styles.roleBadge}`}
          title={club ?? undefined}
        >
          {role === 'clube' && club ? club : t(`roles.${role}`)}
        </span>
      )}
    </div>
  );
}
