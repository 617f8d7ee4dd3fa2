import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { Link, Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader';

/**
 * The OIDC redirect target. react-oidc-context completes the code exchange on
 * its own (and onSigninCallback navigates to the saved returnTo); this page
 * shows a loader meanwhile, or the login error.
 */
export function CallbackPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const hasAuthParams = (params.has('code') || params.has('error')) && params.has('state');

  if (auth.error) {
    // With a code in the URL the authorization worked and the token exchange failed.
    const defaultMessage = params.has('code') ? t('auth.tokenFailed') : t('auth.loginFailed');
    return (
      <Stack gap="md" maw={640}>
        <Title order={1}>{t('auth.errorTitle')}</Title>
        <Alert color="red" variant="light" title={defaultMessage} role="alert">
          {auth.error.message || defaultMessage}
        </Alert>
        <Group>
          <Button
            onClick={() => {
              void auth.signinRedirect({ prompt: 'login', state: { returnTo: '/' } });
            }}
          >
            {t('auth.tryAgain')}
          </Button>
          <Button component={Link} to="/" variant="default">
            {t('notFound.home')}
          </Button>
        </Group>
      </Stack>
    );
  }

  if (!hasAuthParams && !auth.isLoading && !auth.activeNavigator) {
    return <Navigate to="/" replace />;
  }

  return <PageLoader label={t('auth.finishing')} />;
}
