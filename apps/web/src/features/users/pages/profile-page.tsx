import { Avatar, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { ErrorAlert } from '../../../components/error-alert';
import { JsonBlock } from '../../../components/json-block';
import { useCurrentUser } from '../../../lib/auth';
import { decodeJwtPayload } from '../../../lib/jwt';

function readStringClaim(claims: Record<string, unknown> | null, key: string): string | undefined {
  const value = claims?.[key];
  return typeof value === 'string' && value ? value : undefined;
}

export function ProfilePage() {
  const { t } = useTranslation();
  const auth = useSession();
  const currentUser = useCurrentUser();
  const idToken = auth.user?.id_token;
  const claims = idToken ? decodeJwtPayload(idToken) : null;
  const profile = auth.user?.profile;

  const name =
    currentUser.data?.name ||
    readStringClaim(claims, 'name') ||
    profile?.name ||
    profile?.preferred_username ||
    '';
  const email = currentUser.data?.email || readStringClaim(claims, 'email') || profile?.email || '';
  const picture = readStringClaim(claims, 'picture') ?? profile?.picture;
  const role = currentUser.data?.role;
  const club = currentUser.data?.club;
  const unknown = t('profile.unknown');

  return (
    <Stack gap="lg">
      <Title order={1}>{t('profile.title')}</Title>
      <Paper withBorder radius="md" p="lg">
        <Group gap="lg" align="center" wrap="wrap">
          <Avatar
            src={picture ?? null}
            name={name || email}
            alt={t('profile.pictureAlt', { name: name || email })}
            size={96}
            radius={96}
            color="initials"
          />
          <Stack gap={4}>
            <Text fz="xl" fw={700}>
              {name || unknown}
            </Text>
            <Text c="gray.7">{email || unknown}</Text>
            {role && (
              <Group gap="xs">
                <Badge variant="light">{t(`roles.${role}`)}</Badge>
                {club && <Badge variant="outline">{club}</Badge>}
              </Group>
            )}
          </Stack>
        </Group>
      </Paper>

      {currentUser.isError && <ErrorAlert error={currentUser.error} />}

      <Table variant="vertical" withTableBorder layout="fixed" maw={640}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" w={160}>
              {t('profile.name')}
            </Table.Th>
            <Table.Td>{name || unknown}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('profile.email')}</Table.Th>
            <Table.Td>{email || unknown}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('profile.role')}</Table.Th>
            <Table.Td>
              {role
                ? t(`roles.${role}`)
                : currentUser.isPending
                  ? t('profile.loadingUser')
                  : unknown}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('profile.club')}</Table.Th>
            <Table.Td>{club ?? (currentUser.isSuccess ? t('profile.noClub') : unknown)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>

      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('profile.claims')}
        </Title>
        {claims ? (
          <JsonBlock value={claims} label={t('profile.claims')} />
        ) : (
          <Text c="gray.7">{t('profile.noIdToken')}</Text>
        )}
      </Stack>
    </Stack>
  );
}
