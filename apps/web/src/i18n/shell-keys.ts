/**
 * The texts the shell draws before any page (ADR 045): config gate, top bar, burger menu,
 * language switch, user badge, not-found page, and the messages of the session and of a failed
 * request. Only these sections and keys of pt.json are in the first download; the rest of the
 * catalogue comes with the pages (i18n/page-catalogue.ts, ADR 047); the welcome page's texts are
 * here, so that it loads none of it. A unit test
 * (catalogue-split.test.ts) fails when a file of the first download names a key not listed here.
 */
export const SHELL_KEYS: readonly string[] = [
  'app',
  'nav',
  'language',
  'roles',
  'errors',
  'notFound',
  'welcome',
  'auth.logIn',
  'auth.logOut',
  'auth.signUp',
  'auth.checking',
  'auth.signedInAs',
  'auth.actionFailed',
];
