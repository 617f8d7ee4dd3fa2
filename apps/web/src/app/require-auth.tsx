import { Button, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useSession } from '../lib/session';
import { Outlet, useLocation } from 'react-router';
import { ErrorAlert } from '../components/error-alert';
import { PageLoader } from '../components/page-loader';
import type { SigninState } from '../lib/session';

/** Route guard: sends a signed-out visitor to the identity provider, then back to this path. */
export function RequireAuth() {
  const { t } = useTranslation();
  const auth = useSession();
  const location = useLocation();
  const hasStarted = useRef(false);
  const returnTo = `${location.pathname}${location.search}`;
  const mustSignIn = !auth.isLoading && !auth.isAuthenticated && !auth.activeNavigator;
  const { signinRedirect } = auth;

  useEffect(() => {
    if (!mustSignIn || hasStarted.current) return;
    hasStarted.current = true;
    const state: SigninState = { returnTo };
    // Failures land in auth.error (react-oidc-context does not reject).
    void signinRedirect({ state });
  }, [mustSignIn, returnTo, signinRedirect]);

  if (auth.isAuthenticated) return <Outlet />;

  if (auth.error?.source === 'signinRedirect' && !auth.activeNavigator) {
    return (
      <Stack maw={560}>
        <ErrorAlert error={auth.error} title={t('auth.actionFailed')} />
        <div>
          <Button
            onClick={() => {
              const state: SigninState = { returnTo };
              void signinRedirect({ state });
            }}
          >
            {t('auth.tryAgain')}
          </Button>
        </div>
      </Stack>
    );
  }

  return <PageLoader label={t('auth.redirecting')} />;
}
