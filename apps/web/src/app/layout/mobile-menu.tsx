import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { useAuthActions } from './auth-actions';
import { mainNavItems, mobileNavItems, useNavLinks } from './nav-items';
import styles from './shell.module.css';
import { UserBadge } from './user-badge';

interface MobileMenuProps {
  /** A link was chosen: the menu closes and the page gets the focus. */
  onNavigate: () => void;
}

const item = `${styles.menuItem} ${styles.focusable}`;

/**
 * The burger menu of narrow screens: tabs, Public/Protected/Admin, Sign Up, Log In, Log Out.
 * Rendered only while open; the focus moves to its first entry (Escape closes it: app-layout.tsx).
 */
export function MobileMenu({ onNavigate }: MobileMenuProps) {
  const { t } = useTranslation();
  const auth = useSession();
  const { logIn, logOut, signUp } = useAuthActions();
  const links = useNavLinks([...mainNavItems, ...mobileNavItems]);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, []);

  return (
    <nav ref={navRef} aria-label={t('nav.mobileMenu')} className={styles.menuList}>
      {auth.isAuthenticated && (
        <div className={styles.menuUser}>
          <UserBadge />
        </div>
      )}
      {links.map((link) => (
        <Link
          key={link.to}
          to={link.to}
          className={item}
          aria-current={link.current}
          onClick={onNavigate}
        >
          {link.label}
        </Link>
      ))}
      <hr className={styles.menuDivider} />
      {auth.isAuthenticated ? (
        <button type="button" className={item} onClick={logOut}>
          {t('auth.logOut')}
        </button>
      ) : (
        <>
          <button type="button" className={item} onClick={signUp}>
            {t('auth.signUp')}
          </button>
          <button type="button" className={item} onClick={logIn}>
            {t('auth.logIn')}
          </button>
        </>
      )}
    </nav>
  );
}
