import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { Link, Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader';

/**
 * The OIDC redirect target. react-oidc-context completes the code exchange on
 * its own (and onSigninCallback navigates to the saved returnTo); this page
 * shows a loader meanwhile, the login error, or that the person cancelled the login.
 */
export function CallbackPage() {
  const { t } = useTranslation();
  const auth = useSession();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const hasAuthParams = (params.has('code') || params.has('error')) && params.has('state');

  const signIn = () => {
    void auth.signinRedirect({ prompt: 'login', state: { returnTo: '/' } });
  };

  // The person chose 'Cancelar' on the provider's login page: not an error, nothing to report.
  if (auth.error && params.get('error') === 'access_denied') {
    return (
      <Stack gap="md" maw={640}>
        <Title order={1}>{t('auth.cancelledTitle')}</Title>
        <Text>{t('auth.cancelledText')}</Text>
        <Group>
          <Button component={Link} to="/">
            {t('notFound.home')}
          </Button>
          <Button onClick={signIn} variant="default">
            {t('auth.logIn')}
          </Button>
        </Group>
      </Stack>
    );
  }

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
          <Button onClick={signIn}>{t('auth.tryAgain')}</Button>
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
