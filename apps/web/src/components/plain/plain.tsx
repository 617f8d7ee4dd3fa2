import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { getErrorMessage, isApiError, isNotFoundError } from '../../lib/api-client';
import styles from './plain.module.css';

/**
 * The pieces of a page drawn without the page frame (ADR 050): the visitors' pages render in the
 * shell at once, without Mantine's code and styles, which on a phone took longer to load and run
 * than the page itself. They look as the Mantine components they stand for.
 */

export { styles as plainStyles };

interface PlainPageProps {
  /** The page's own class (printed-page.css: `<name>-page`). */
  className: string;
  title: string;
  /** The link back above the title, left out on paper with `backClassName`. */
  back?: { to: string; label: string } | undefined;
  backClassName?: string | undefined;
  children: ReactNode;
}

/** components/page-frame.tsx without Mantine: the link back, the title, then the content. */
export function PlainPage({ className, title, back, backClassName, children }: PlainPageProps) {
  return (
    <div className={`${styles.page} ${className}`}>
      {back && (
        <p className={`${styles.small} ${backClassName ?? ''}`}>
          <Link to={back.to} className={styles.link}>
            {back.label}
          </Link>
        </p>
      )}
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}

interface PlainAlertProps {
  tone: 'red' | 'yellow';
  title: string;
  children?: ReactNode;
}

/** Mantine's light Alert: a title and its text, announced. */
export function PlainAlert({ tone, title, children }: PlainAlertProps) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role="alert">
      <p className={styles.alertTitle}>{title}</p>
      {children !== undefined && <div className={styles.alertText}>{children}</div>}
    </div>
  );
}

/** components/error-alert.tsx without Mantine: the message, and each field of a problem+json. */
export function PlainErrorAlert({ error, title }: { error: unknown; title?: string }) {
  const { t } = useTranslation();
  const fieldErrors = isApiError(error) ? (error.problem.errors ?? []) : [];
  return (
    <PlainAlert tone="red" title={title ?? t('errors.title')}>
      {getErrorMessage(error)}
      {fieldErrors.length > 0 && (
        <ul className={styles.list}>
          {fieldErrors.map((fieldError) => (
            <li key={`${fieldError.path}:${fieldError.message}`}>
              {fieldError.path}: {fieldError.message}
            </li>
          ))}
        </ul>
      )}
    </PlainAlert>
  );
}

const buttonVariants = {
  filled: styles.filled,
  default: styles.default,
  light: styles.light,
} as const;

interface PlainButtonProps {
  variant?: keyof typeof buttonVariants;
  /** While true the button shows a spinner in place of its label and does nothing. */
  loading?: boolean;
  /** Not clickable yet (a confirmation is still to be given). */
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A centred spinner with a visible, announced label (Mantine's PageLoader). */
export function PlainLoader({ label }: { label: string }) {
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.loaderText}>{label}</p>
    </div>
  );
}

/** Mantine's Button, size sm. */
export function PlainButton({
  variant = 'filled',
  loading = false,
  disabled = false,
  onClick,
  children,
}: PlainButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.button} ${buttonVariants[variant]}`}
      disabled={disabled || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
    >
      <span className={styles.buttonLabel}>{children}</span>
      {loading && (
        <span className={styles.buttonSpinner} aria-hidden="true">
          <span
            className={`${styles.spinner} ${variant === 'filled' ? styles.spinnerOnPrimary : styles.spinnerSmall}`}
          />
        </span>
      )}
    </button>
  );
}

/** What {@link PlainLoadState} reads of a page's query (TanStack Query's result). */
interface PageQuery {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface PlainLoadStateProps {
  query: PageQuery;
  /**
   * The i18n prefix of the texts, as components/load-state-alerts.tsx: `.loading`, `.loadFailed`,
   * `.retry`, `.notFound` and `.notFoundText`, `.missingId` and `.missingIdText`.
   */
  texts: string;
  isMissingId?: boolean;
  /** A 404 says the record is not there (nothing to retry). */
  notFound?: boolean;
}

/**
 * components/load-state-alerts.tsx's LoadState without Mantine: until the query has data, what
 * is missing, the loader, or the failure with a button that loads again.
 */
export function PlainLoadState({
  query,
  texts,
  isMissingId = false,
  notFound = false,
}: PlainLoadStateProps) {
  const { t } = useTranslation();
  if (isMissingId)
    return (
      <PlainAlert tone="yellow" title={t(`${texts}.missingId`)}>
        {t(`${texts}.missingIdText`)}
      </PlainAlert>
    );
  if (query.isPending) return <PlainLoader label={t(`${texts}.loading`)} />;
  if (notFound && isNotFoundError(query.error))
    return (
      <PlainAlert tone="red" title={t(`${texts}.notFound`)}>
        {t(`${texts}.notFoundText`)}
      </PlainAlert>
    );
  return (
    <div className={styles.stack}>
      <PlainErrorAlert error={query.error} title={t(`${texts}.loadFailed`)} />
      <PlainButton variant="light" onClick={() => void query.refetch()}>
        {t(`${texts}.retry`)}
      </PlainButton>
    </div>
  );
}

function subscribeTo(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

const subscriptions = new Map<string, (onChange: () => void) => () => void>();

/** Whether the media query matches now, and again whenever that changes (Mantine's useMediaQuery). */
export function useMatchMedia(query: string): boolean {
  let subscribe = subscriptions.get(query);
  if (!subscribe) {
    subscribe = subscribeTo(query);
    subscriptions.set(query, subscribe);
  }
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
