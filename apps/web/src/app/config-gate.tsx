import type { ReactNode } from 'react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { getErrorMessage } from '../lib/api-client';
import type { AppConfig } from '../lib/app-config';
import { AppConfigContext, getAppConfig, preloadedAppConfig } from '../lib/app-config';
import { ShellLoader } from './layout/shell-loader';
import styles from './layout/shell.module.css';

interface ConfigGateProps {
  children: (config: AppConfig) => ReactNode;
}

type ConfigState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; isRetrying: boolean }
  | { status: 'ready'; config: AppConfig };

/**
 * Loads GET /api/config before anything that needs it (the session first of all), with a plain
 * fetch: it runs before the page frame brings React Query and Mantine (ADR 044). Asked for once;
 * 'Tentar novamente' asks again after a failure.
 */
export function ConfigGate({ children }: ConfigGateProps) {
  const { t } = useTranslation();
  // Ready at once when app/main.tsx read the configuration before the first render (ADR 050).
  const [preloaded] = useState(preloadedAppConfig);
  const [state, setState] = useState<ConfigState>(() =>
    preloaded ? { status: 'ready', config: preloaded } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (preloaded) return;
    const controller = new AbortController();
    getAppConfig(controller.signal).then(
      (config) => setState({ status: 'ready', config }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error, isRetrying: false });
      },
    );
    return () => controller.abort();
  }, [attempt, preloaded]);

  const retry = useCallback(() => {
    setState((current) =>
      current.status === 'error' ? { ...current, isRetrying: true } : current,
    );
    setAttempt((n) => n + 1);
  }, []);

  if (state.status === 'loading') return <ShellLoader label={t('app.loadingConfig')} />;
  if (state.status === 'error') {
    return (
      <div className={styles.notice}>
        <div className={styles.noticeBody}>
          <div className={styles.alert} role="alert">
            <p className={styles.alertTitle}>{t('app.configError')}</p>
            <p className={styles.alertText}>{getErrorMessage(state.error)}</p>
          </div>
          <div>
            <button
              type="button"
              className={`${styles.button} ${styles.filled} ${styles.focusable}`}
              onClick={retry}
              disabled={state.isRetrying}
              aria-busy={state.isRetrying}
            >
              <span className={styles.buttonLabel}>{t('app.retry')}</span>
              {state.isRetrying && (
                <span className={styles.buttonSpinner} aria-hidden="true">
                  <span className={`${styles.spinner} ${styles.spinnerOnPrimary}`} />
                </span>
              )}
            </button>
          </div>
        </div>
      </div>
    );
  }
  return <AppConfigContext value={state.config}>{children(state.config)}</AppConfigContext>;
}
