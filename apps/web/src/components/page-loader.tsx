import { Center, Loader, Stack, Text } from '@mantine/core';

interface PageLoaderProps {
  label: string;
}

/** A centred spinner with a visible, announced label. */
export function PageLoader({ label }: PageLoaderProps) {
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden="true" />
        <Text c="gray.7">{label}</Text>
      </Stack>
    </Center>
  );
}
