import { publishingSettingsSchema } from '@artistic/domain/publication/schema';
import {
  Alert,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { PageFrame } from '../../../components/page-frame';
import { PageLoader } from '../../../components/page-loader';
import { usePermissionBlock } from '../../../components/permission-block';
import { useSearchParam } from '../../../components/use-search-param';
import { useTranslation } from '../../../i18n/use-translation';
import { usePermissions } from '../../../lib/permissions';
import {
  useEndPublishing,
  usePublishedCompetition,
  usePublishingStatus,
  useStartPublishing,
} from '../api';
import { PublishingStatusBox } from '../components/publishing-status-box';

type FieldErrors = Partial<Record<'siteUrl' | 'key', string>>;

/**
 * Publicar no site da federação (/admin/publish?comp=, issue 40): on the venue's laptop, the
 * site's address and the key its admin created; then how the link goes, read every 2 s, and
 * 'Terminar publicação'. Admins only.
 */
export function PublishPage() {
  const { t } = useTranslation();
  const competitionId = useSearchParam('comp');
  const permissions = usePermissions();
  const mayManage = permissions.can('publication.manage');
  const blocked = usePermissionBlock(mayManage, 'publishing.noPermission', 'publishing.loading');
  const status = usePublishingStatus(competitionId, mayManage);
  const competition = usePublishedCompetition(competitionId, mayManage);
  const start = useStartPublishing(competitionId);
  const end = useEndPublishing(competitionId);
  const [siteUrl, setSiteUrl] = useState<string | null>(null);
  const [key, setKey] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isEnding, setIsEnding] = useState(false);

  const current = status.data ?? null;
  // The stored address until the admin types another.
  const shownUrl = siteUrl ?? current?.siteUrl ?? '';

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = publishingSettingsSchema.safeParse({ siteUrl: shownUrl.trim(), key });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'siteUrl') next.siteUrl = t('publishing.siteUrlInvalid');
        if (field === 'key') next.key = t('publishing.keyInvalid');
      }
      setErrors(next);
      return;
    }
    setErrors({});
    start.mutate(parsed.data, { onSuccess: () => setKey('') });
  }

  let content;
  if (blocked) {
    content = blocked;
  } else if (competitionId === '') {
    content = (
      <Alert color="yellow" variant="light" title={t('publishing.missingId')} role="alert">
        {t('publishing.missingIdText')}
      </Alert>
    );
  } else {
    content = (
      <Stack gap="md">
        {competition.data && (
          <Text size="lg" fw={500}>
            {t('publishing.competitionLine', { name: competition.data.Nome })}
          </Text>
        )}
        <Text maw={760}>{t('publishing.intro')}</Text>
        {status.isPending && <PageLoader label={t('publishing.loading')} />}
        {status.isError && !current && (
          <ErrorAlert error={status.error} title={t('publishing.loadFailed')} />
        )}
        {current && <PublishingStatusBox status={current} onEnd={() => setIsEnding(true)} />}
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="publish-form">
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Title order={2} size="h4" id="publish-form">
                {t('publishing.formTitle')}
              </Title>
              <TextInput
                label={t('publishing.siteUrl')}
                placeholder={t('publishing.siteUrlPlaceholder')}
                type="url"
                inputMode="url"
                autoComplete="url"
                spellCheck={false}
                required
                value={shownUrl}
                onChange={(e) => setSiteUrl(e.currentTarget.value)}
                error={errors.siteUrl}
                maw={520}
              />
              <PasswordInput
                label={t('publishing.key')}
                description={t(
                  current && current.state !== 'ended'
                    ? 'publishing.keyStored'
                    : 'publishing.keyHint',
                )}
                autoComplete="off"
                spellCheck={false}
                required
                value={key}
                onChange={(e) => setKey(e.currentTarget.value)}
                error={errors.key}
                maw={520}
                styles={{
                  input: {
                    fontFamily: 'ui-monospace, Menlo, Consolas, "Liberation Mono", monospace',
                  },
                }}
              />
              {start.isError && <ErrorAlert error={start.error} title={t('publishing.failed')} />}
              <Group>
                <Button type="submit" loading={start.isPending}>
                  {t('publishing.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    );
  }

  return (
    <PageFrame
      title={t('publishing.title')}
      back={
        competitionId
          ? {
              to: `/admin?id=${encodeURIComponent(competitionId)}`,
              label: t('publishing.back'),
            }
          : { to: '/competition', label: t('publications.back') }
      }
    >
      {content}
      {isEnding && (
        <ConfirmModal
          title={t('publishing.endTitle')}
          question={t('publishing.endQuestion')}
          cancelLabel={t('publishing.cancel')}
          confirmLabel={t('publishing.end')}
          confirmColor="red"
          isPending={end.isPending}
          onConfirm={() => end.mutate(undefined, { onSuccess: () => setIsEnding(false) })}
          onClose={() => {
            end.reset();
            setIsEnding(false);
          }}
        >
          {end.isError && <ErrorAlert error={end.error} title={t('publishing.endFailed')} />}
        </ConfirmModal>
      )}
    </PageFrame>
  );
}
