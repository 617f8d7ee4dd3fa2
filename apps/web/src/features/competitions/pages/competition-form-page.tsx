import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { useSearchParam } from '../../../components/use-search-param';
import { LoadState } from '../../../components/load-state-alerts';
import { useReload } from '../../../components/use-reload';
import { usePermissions } from '../../../lib/permissions';
import { useCompetition } from '../api';
import { CompetitionForm } from '../components/competition-form';
import { PageFrame } from '../../../components/page-frame';
import { usePermissionBlock } from '../../../components/permission-block';

/** Competition form (/admin): creates without ?id, edits the competition ?id. Admins only. */
export function CompetitionFormPage() {
  const { t } = useTranslation();
  const id = useSearchParam('id') || null;
  const permissions = usePermissions();
  const mayWrite = permissions.can(id ? 'competition.update' : 'competition.create');
  const blocked = usePermissionBlock(mayWrite, 'competitions.form.forbidden');
  const competition = useCompetition(mayWrite ? id : null);
  const { loadCount, reload } = useReload(competition.refetch);
  const title = id ? t('competitions.form.titleEdit') : t('competitions.form.titleCreate');

  let content;
  if (blocked) {
    content = blocked;
  } else if (id === null) {
    content = <CompetitionForm key="new" />;
  } else if (!competition.isSuccess) {
    content = <LoadState query={competition} texts="competitions.form" />;
  } else {
    content = (
      <CompetitionForm
        key={`${id}:${loadCount}`}
        competition={competition.data}
        onReload={reload}
      />
    );
  }

  return (
    <PageFrame title={title} back={{ to: '/competition', label: t('competitions.form.back') }}>
      {id && (permissions.can('audit.view') || permissions.can('publication.manage')) && (
        <Group gap="lg" wrap="wrap">
          {permissions.can('audit.view') && (
            <Text size="sm">
              <Anchor component={Link} to={`/admin/audit?compId=${encodeURIComponent(id)}`}>
                {t('audit.linkCompetition')}
              </Anchor>
            </Text>
          )}
          {permissions.can('publication.manage') && (
            <Text size="sm">
              <Anchor component={Link} to={`/admin/publish?comp=${encodeURIComponent(id)}`}>
                {t('publishing.link')}
              </Anchor>
            </Text>
          )}
        </Group>
      )}
      {content}
    </PageFrame>
  );
}
