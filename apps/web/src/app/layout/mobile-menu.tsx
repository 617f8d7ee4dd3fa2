import { Divider, NavLink, ScrollArea, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { Link } from 'react-router';
import { useAuthActions } from './auth-actions';
import { mainNavItems, mobileNavItems, useNavLinks } from './nav-items';
import { UserBadge } from './user-badge';

interface MobileMenuProps {
  onNavigate: () => void;
}

/** The burger menu of narrow screens: tabs, Public/Protected/Admin, Sign Up, Log In, Log Out. */
export function MobileMenu({ onNavigate }: MobileMenuProps) {
  const { t } = useTranslation();
  const auth = useSession();
  const { logIn, logOut, signUp } = useAuthActions();
  const links = useNavLinks([...mainNavItems, ...mobileNavItems]);

  return (
    <ScrollArea type="auto">
      <Stack gap={4} component="nav" aria-label={t('nav.mobileMenu')}>
        {auth.isAuthenticated && (
          <div style={{ padding: '4px 12px 8px' }}>
            <UserBadge />
          </div>
        )}
        {links.map((link) => (
          <NavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={link.label}
            active={link.isActive}
            aria-current={link.current}
            onClick={onNavigate}
          />
        ))}
        <Divider my="xs" />
        {auth.isAuthenticated ? (
          <NavLink component="button" label={t('auth.logOut')} onClick={logOut} />
        ) : (
          <>
            <NavLink component="button" label={t('auth.signUp')} onClick={signUp} />
            <NavLink component="button" label={t('auth.logIn')} onClick={logIn} />
          </>
        )}
      </Stack>
    </ScrollArea>
  );
}
