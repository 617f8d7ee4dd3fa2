/**
 * The texts the shell draws before any page (ADR 045): config gate, top bar, burger menu,
 * language switch, user badge, not-found page, and the messages of the session and of a failed
 * request. Only these sections and keys of pt.json are in the first download; the rest of the
 * catalogue comes with the page frame (i18n/page-catalogue.ts). A unit test
 * (catalogue-split.test.ts) fails when a file of the first download names a key not listed here.
 */
export const SHELL_KEYS: readonly string[] = [
  'app',
  'nav',
  'language',
  'roles',
  'errors',
  'notFound',
  'auth.logIn',
  'auth.logOut',
  'auth.signUp',
  'auth.checking',
  'auth.signedInAs',
  'auth.actionFailed',
];
