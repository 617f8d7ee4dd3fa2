import { Alert, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/page-loader';
import type { CoachCardSheetData } from '../sheet-api';
import { useCoachCardSheetData } from '../sheet-api';
import { BackLink } from '../../../components/back-link';

interface CoachCardSheetPageProps {
  title: string;
  /** The sheet of the loaded card (`?id=`). */
  children: (data: CoachCardSheetData) => ReactNode;
}

/** A printable sheet of one coach card: back link, title, and the card loaded from `?id=`. */
export function CoachCardSheetPage({ title, children }: CoachCardSheetPageProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id')?.trim() ?? '';
  const data = useCoachCardSheetData(id);

  let content;
  if (id === '') {
    content = (
      <Alert color="yellow" variant="light" title={t('coachCardSheets.missingId')} role="alert">
        {t('coachCardSheets.missingIdText')}
      </Alert>
    );
  } else if (data.isPending) {
    content = <PageLoader label={t('coachCardSheets.loading')} />;
  } else if (data.isError) {
    content = <ErrorAlert error={data.error} title={t('coachCardSheets.loadFailed')} />;
  } else {
    content = children(data.data);
  }

  return (
    <Stack gap="md">
      <BackLink to="/listCoachCard">{t('coachCardSheets.back')}</BackLink>
      <Title order={1}>{title}</Title>
      {content}
    </Stack>
  );
}
