import { Box, Group, Image, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';

/** Decorative banner: the logo over a calm water gradient with waves. */
export function WelcomeBanner() {
  const { t } = useTranslation();
  return (
    <Paper
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-aqua-9) 0%, var(--mantine-color-aqua-7) 55%, var(--mantine-color-aqua-5) 100%)',
        color: 'var(--mantine-color-white)',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <Group wrap="nowrap" gap="lg" style={{ position: 'relative', zIndex: 1 }}>
        <Image src="/logo.svg" alt="" w={72} h={72} fit="contain" visibleFrom="sm" />
        <Box>
          <Title order={1} c="white">
            {t('welcome.title')}
          </Title>
          <Text size="lg" mt={4} maw={640}>
            {t('welcome.lead')}
          </Text>
        </Box>
      </Group>
      <svg
        aria-hidden="true"
        viewBox="0 0 1200 120"
        preserveAspectRatio="none"
        style={{
          position: 'absolute',
          left: 0,
          bottom: 0,
          width: '100%',
          height: 48,
          opacity: 0.35,
        }}
      >
        <path d="M0 60 C 200 0 400 120 600 60 S 1000 0 1200 60 V120 H0 Z" fill="white" />
      </svg>
    </Paper>
  );
}
