import { Badge, Burger, Button, Group, Image, Loader, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { useAuthActions } from './auth-actions';
import { mainNavItems, useNavLinks } from './nav-items';
import { UserBadge } from './user-badge';

interface TopBarProps {
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  isDemo: boolean;
}

export function TopBar({ isMenuOpen, onToggleMenu, isDemo }: TopBarProps) {
  const { t } = useTranslation();
  const auth = useSession();
  const { logIn, logOut } = useAuthActions();
  const links = useNavLinks(mainNavItems);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={isMenuOpen}
          onClick={onToggleMenu}
          hiddenFrom="sm"
          size="sm"
          aria-label={isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-controls="mobile-menu"
          aria-expanded={isMenuOpen}
        />
        <UnstyledButton component={Link} to="/" aria-label={t('app.homeLink')}>
          <Group gap={8} wrap="nowrap">
            <Image src="/logo.svg" alt="" w={36} h={36} />
            <span style={{ fontWeight: 700, fontSize: 18 }}>{t('app.name')}</span>
          </Group>
        </UnstyledButton>
        {isDemo && (
          <Badge color="orange" variant="light" visibleFrom="xs">
            {t('app.demo')}
          </Badge>
        )}
        <Group gap={4} component="nav" aria-label={t('nav.main')} visibleFrom="sm" ml="md">
          {links.map((link) => (
            <Button
              key={link.to}
              component={Link}
              to={link.to}
              variant={link.isActive ? 'light' : 'subtle'}
              aria-current={link.current}
            >
              {link.label}
            </Button>
          ))}
        </Group>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Group visibleFrom="md">
          <UserBadge />
        </Group>
        <LanguageSwitch />
        <Group visibleFrom="sm">
          {auth.isLoading ? (
            // A stored user is being restored: neither 'Entrar' nor 'Sair' until we know.
            <Loader size="sm" aria-label={t('auth.checking')} />
          ) : auth.isAuthenticated ? (
            <Button variant="default" onClick={logOut}>
              {t('auth.logOut')}
            </Button>
          ) : (
            <Button onClick={logIn} loading={auth.activeNavigator === 'signinRedirect'}>
              {t('auth.logIn')}
            </Button>
          )}
        </Group>
      </Group>
    </Group>
  );
}
