import type { Ref } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { useAuthActions } from './auth-actions';
import { LanguageSwitch } from './language-switch';
import { mainNavItems, useNavLinks } from './nav-items';
import styles from './shell.module.css';
import { UserBadge } from './user-badge';

interface TopBarProps {
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  isDemo: boolean;
  /** The burger button, which gets the focus back when the menu is closed with Escape. */
  menuButtonRef?: Ref<HTMLButtonElement>;
}

const button = `${styles.button} ${styles.focusable}`;

/** The bar on top of every page: drawn without Mantine, before the page frame loads (ADR 044). */
export function TopBar({ isMenuOpen, onToggleMenu, isDemo, menuButtonRef }: TopBarProps) {
  const { t } = useTranslation();
  const auth = useSession();
  const { logIn, logOut } = useAuthActions();
  const links = useNavLinks(mainNavItems);
  const isSigningIn = auth.activeNavigator === 'signinRedirect';

  return (
    <div className={styles.bar}>
      <div className={styles.group}>
        <button
          ref={menuButtonRef}
          type="button"
          className={`${styles.burger} ${styles.focusable}`}
          onClick={onToggleMenu}
          aria-label={isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-controls="mobile-menu"
          aria-expanded={isMenuOpen}
        >
          <span className={styles.burgerLines} data-opened={isMenuOpen || undefined} />
        </button>
        <Link
          to="/"
          className={`${styles.home} ${styles.focusable}`}
          aria-label={t('app.homeLink')}
        >
          <img className={styles.logo} src="/logo.svg" alt="" width={36} height={36} />
          <span className={styles.appName}>{t('app.name')}</span>
        </Link>
        {isDemo && (
          <span className={`${styles.badge} ${styles.demoBadge} ${styles.hiddenBelowXs}`}>
            {t('app.demo')}
          </span>
        )}
        <nav aria-label={t('nav.main')} className={`${styles.tabs} ${styles.hiddenBelowSm}`}>
          {links.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className={`${button} ${link.isActive ? styles.light : styles.subtle}`}
              aria-current={link.current}
            >
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
      <div className={styles.group}>
        <div className={styles.hiddenBelowMd}>
          <UserBadge />
        </div>
        <LanguageSwitch />
        <div className={styles.hiddenBelowSm}>
          {auth.isLoading ? (
            // A stored user is being restored: neither 'Entrar' nor 'Sair' until we know.
            <span
              className={`${styles.spinner} ${styles.spinnerSmall}`}
              role="progressbar"
              aria-label={t('auth.checking')}
            />
          ) : auth.isAuthenticated ? (
            <button type="button" className={`${button} ${styles.outlined}`} onClick={logOut}>
              {t('auth.logOut')}
            </button>
          ) : (
            <button
              type="button"
              className={`${button} ${styles.filled}`}
              onClick={logIn}
              disabled={isSigningIn}
              aria-busy={isSigningIn}
            >
              <span className={styles.buttonLabel}>{t('auth.logIn')}</span>
              {isSigningIn && (
                <span className={styles.buttonSpinner} aria-hidden="true">
                  <span className={`${styles.spinner} ${styles.spinnerOnPrimary}`} />
                </span>
              )}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
