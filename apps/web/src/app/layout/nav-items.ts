import { useTranslation } from '../../i18n/use-translation';
import { useSession } from '../../lib/session';
import { useLocation } from 'react-router';

export interface NavItem {
  to: string;
  labelKey: string;
  /** Shown only to a signed-in user. */
  isPrivate: boolean;
}

/** The tabs of the top bar. */
export const mainNavItems: readonly NavItem[] = [
  { to: '/competition', labelKey: 'nav.competitions', isPrivate: false },
  { to: '/listCoachCard', labelKey: 'nav.coachCards', isPrivate: true },
  { to: '/listFiguras', labelKey: 'nav.figures', isPrivate: true },
];

/** Extra tabs of the mobile menu. */
export const mobileNavItems: readonly NavItem[] = [
  { to: '/public', labelKey: 'nav.public', isPrivate: false },
  { to: '/protected', labelKey: 'nav.protected', isPrivate: false },
  { to: '/admin', labelKey: 'nav.admin', isPrivate: false },
];

export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** A tab as shown: its label, where it goes, and whether it is the current page. */
export interface NavLinkState {
  to: string;
  label: string;
  isActive: boolean;
  /** The `aria-current` of the tab's link. */
  current: 'page' | undefined;
}

/** The tabs of `items` the user may see (the private ones once signed in), on the current page. */
export function useNavLinks(items: readonly NavItem[]): NavLinkState[] {
  const { t } = useTranslation();
  const auth = useSession();
  const { pathname } = useLocation();
  return items
    .filter((item) => !item.isPrivate || auth.isAuthenticated)
    .map((item) => {
      const isActive = isActivePath(pathname, item.to);
      return {
        to: item.to,
        label: t(item.labelKey),
        isActive,
        current: isActive ? 'page' : undefined,
      };
    });
}
