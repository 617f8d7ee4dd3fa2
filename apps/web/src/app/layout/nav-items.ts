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
