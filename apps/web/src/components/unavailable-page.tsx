import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';

interface UnavailablePageProps {
  title: string;
}

/** Placeholder for a part of the product that is not built yet: says so plainly, shows no data. */
export function UnavailablePage({ title }: UnavailablePageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={1}>{title}</Title>
      <Text>{t('unavailable.text')}</Text>
    </Stack>
  );
}
