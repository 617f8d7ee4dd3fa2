import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { useAppConfig } from '../../../lib/app-config';
import { WelcomeBanner } from '../components/welcome-banner';

export function WelcomePage() {
  const { t } = useTranslation();
  const { federationEmail } = useAppConfig();
  return (
    <Stack gap="lg">
      <WelcomeBanner />
      <Paper withBorder radius="md" p="md">
        <Text>
          {t('welcome.accessNote')}{' '}
          <Anchor href={`mailto:${federationEmail}`}>{federationEmail}</Anchor>
        </Text>
      </Paper>
      <div>
        <Button component={Link} to="/competition">
          {t('welcome.seeCompetitions')}
        </Button>
      </div>
    </Stack>
  );
}
