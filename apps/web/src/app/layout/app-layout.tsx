import type { ComponentType } from 'react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useAppConfig } from '../../lib/app-config';
import type { Session } from '../../lib/session';
import { useSession } from '../../lib/session';
import { stickyTopEdge } from '../../lib/sticky-edges';
import { AuthErrorNotifier } from './auth-error-notifier';
import { MobileMenu } from './mobile-menu';
import { ShellLoader } from './shell-loader';
import styles from './shell.module.css';
import { TopBar } from './top-bar';

let pageFrame: Promise<{ PageFrame: ComponentType }> | undefined;
let loadedFrame: ComponentType | undefined;

/**
 * The page frame (Mantine's provider and styles, the toasts, React Query) loads on demand, once:
 * asked for as soon as the app starts (app.tsx), while GET /api/config is under way (ADR 044).
 */
export function loadPageFrame() {
  pageFrame ??= import('../page-frame').then(
    (module) => {
      loadedFrame = module.PageFrame;
      return module;
    },
    (error: unknown) => {
      pageFrame = undefined; // the next page asks again
      throw error;
    },
  );
  return pageFrame;
}

let firstPageCode: Promise<unknown> | undefined;

/**
 * The code of the page the app opens on, asked for as it starts (app.tsx): the frame is first
 * drawn once both have arrived, so that the page renders in it at once (ADR 049).
 */
export function awaitFirstPage(code: Promise<unknown>): void {
  firstPageCode = code;
}

/**
 * The page frame once it has arrived, for a page that needs it (undefined meanwhile: the shell
 * shows its loader). Held as state rather than through React.lazy: a Suspense boundary reveals
 * its content at the earliest 300 ms after its fallback, and the frame's arrival would hold the
 * first page back that long (ADR 049). A failed download is thrown to the route's error page.
 */
function usePageFrame(needed: boolean): boolean {
  const [ready, setReady] = useState(() => loadedFrame !== undefined);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!needed || ready) return;
    let current = true;
    // The first page's code too, when it was asked for as the app started: the frame drawn
    // before it would show its own loader, and the page 300 ms after that.
    const firstPage = firstPageCode?.catch(() => undefined);
    firstPageCode = undefined;
    Promise.all([loadPageFrame(), firstPage]).then(
      () => current && setReady(true),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [needed, ready]);
  if (failure) throw failure.error;
  return ready;
}

/** The page frame, once usePageFrame has said it is there. */
function LoadedPageFrame() {
  const Frame = loadedFrame;
  if (!Frame) throw new Error('the page frame is not loaded');
  return <Frame />;
}

/**
 * The handle of a route drawn in the shell without the page frame (ADR 048): the welcome and
 * not-found pages, which use neither Mantine nor the pages' data, so a visitor who opens only
 * them downloads neither.
 */
export const FRAMELESS = { frame: false } as const;

/**
 * The handle of a route drawn without the page frame for visitors only (ADR 050): the competition
 * list, whose signed-in users get the full page with its actions, drawn with Mantine.
 */
export const FRAMELESS_FOR_VISITORS = { frame: 'visitors' } as const;

/** Whether a route's handle says it is drawn without the page frame, for a visitor or not. */
export function isFrameless(handle: unknown, isVisitor: boolean): boolean {
  if (typeof handle !== 'object' || handle === null) return false;
  const frame = (handle as { frame?: unknown }).frame;
  return frame === false || (frame === 'visitors' && isVisitor);
}

/**
 * Whether the session is a visitor's: nobody signed in, nor a stored user being restored (who
 * gets the signed-in pages as soon as the session is back).
 */
export const isVisitorSession = (session: Session) =>
  !session.isAuthenticated && !session.isLoading;

/**
 * The shell around every page, drawn without Mantine so that neither it nor React Query is in
 * the first download (ADR 044): the fixed top bar, the burger menu of narrow screens, and the
 * page frame in which the routed page renders.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { demo } = useAppConfig();
  const { pathname } = useLocation();
  const matches = useMatches();
  const isVisitor = isVisitorSession(useSession());
  const frameless = isFrameless(matches[matches.length - 1]?.handle, isVisitor);
  const frameReady = usePageFrame(!frameless);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);

  // Another page (a link, Back): the menu closes.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setIsMenuOpen(false);
  }

  const toggleMenu = useCallback(() => setIsMenuOpen((open) => !open), []);
  const onNavigate = useCallback(() => {
    setIsMenuOpen(false);
    // The menu is gone with its link: the reader continues on the new page.
    mainRef.current?.focus({ preventScroll: true });
  }, []);

  // Escape closes the menu and gives the focus back to the burger.
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  return (
    <>
      <AuthErrorNotifier />
      {/* right-scroll-bar-position: a modal's scroll lock keeps the fixed bar in place. */}
      <header className={`${styles.header} right-scroll-bar-position`} {...stickyTopEdge}>
        <TopBar
          isMenuOpen={isMenuOpen}
          onToggleMenu={toggleMenu}
          isDemo={demo}
          menuButtonRef={menuButtonRef}
        />
      </header>
      {/* Rendered only while open, so a closed menu leaves no duplicate links or buttons. */}
      <div id="mobile-menu" className={styles.menu} hidden={!isMenuOpen}>
        {isMenuOpen && <MobileMenu onNavigate={onNavigate} />}
      </div>
      <main ref={mainRef} className={styles.main} tabIndex={-1} style={{ outline: 'none' }}>
        <div className={styles.container}>
          {frameless ? (
            <Suspense fallback={<ShellLoader label={t('app.loadingPage')} />}>
              <Outlet />
            </Suspense>
          ) : frameReady ? (
            <LoadedPageFrame />
          ) : (
            <ShellLoader label={t('app.loadingPage')} />
          )}
        </div>
      </main>
    </>
  );
}
