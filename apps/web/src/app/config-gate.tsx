import { Button, Center, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../components/error-alert';
import { PageLoader } from '../components/page-loader';
import type { AppConfig } from '../lib/app-config';
import { AppConfigContext, appConfigQueryKey, getAppConfig } from '../lib/app-config';

interface ConfigGateProps {
  children: (config: AppConfig) => ReactNode;
}

/** Loads GET /api/config before anything that needs it (the auth provider first of all). */
export function ConfigGate({ children }: ConfigGateProps) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: appConfigQueryKey,
    queryFn: ({ signal }) => getAppConfig(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });

  if (query.isPending) return <PageLoader label={t('app.loadingConfig')} />;
  if (query.isError) {
    return (
      <Center mih="60vh" p="md">
        <Stack maw={520}>
          <ErrorAlert error={query.error} title={t('app.configError')} />
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('app.retry')}
          </Button>
        </Stack>
      </Center>
    );
  }
  return <AppConfigContext value={query.data}>{children(query.data)}</AppConfigContext>;
}
