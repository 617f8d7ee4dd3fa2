import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { useCurrentUser } from '../../lib/auth';

/** The signed-in user's name with a role badge (role and club from GET /api/me). */
export function UserBadge() {
  const { t } = useTranslation();
  const auth = useSession();
  const currentUser = useCurrentUser();
  if (!auth.isAuthenticated) return null;
  const profile = auth.user?.profile;
  const name =
    currentUser.data?.name || profile?.name || profile?.preferred_username || profile?.email || '';
  const role = currentUser.data?.role;
  const club = currentUser.data?.club;
  return (
    <Group gap={6} wrap="nowrap" title={t('auth.signedInAs', { name })}>
      <Text size="sm" fw={600} truncate maw={180}>
        {name}
      </Text>
      {role && (
        <Badge size="sm" variant="light" title={club ?? undefined}>
          {role === 'clube' && club ? club : t(`roles.${role}`)}
        </Badge>
      )}
    </Group>
  );
}
