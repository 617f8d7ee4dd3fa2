import type { Publication, PublicationWithKey } from '@artistic/domain/publication/schema';
import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { PageFrame } from '../../../components/page-frame';
import { PageLoader } from '../../../components/page-loader';
import { usePermissionBlock } from '../../../components/permission-block';
import { useTranslation } from '../../../i18n/use-translation';
import { usePermissions } from '../../../lib/permissions';
import type { PublicationAction } from '../api';
import { usePublicationAction, usePublications } from '../api';
import { CreatePublicationForm } from '../components/create-publication-form';
import { nameOfPublication, PublicationList } from '../components/publication-list';
import { PublicationKeyModal } from '../components/publication-key-modal';

/** What the confirmation of each action says and its button. */
const CONFIRM = {
  key: { title: 'keyTitle', question: 'key', button: 'keyButton', color: undefined },
  revoke: { title: 'revokeTitle', question: 'revoke', button: 'revokeButton', color: 'orange' },
  end: { title: 'endTitle', question: 'end', button: 'endButton', color: 'red' },
} as const;

/**
 * Publicações (/admin/publications, issue 40): on the federation's site, the competitions that
 * a venue's laptop publishes here. An admin creates one (a competition and the pool's name) and
 * gets its key once; gives it a new key, revokes the key, or ends it (the competition is the
 * site's again). Admins only.
 */
export function PublicationsPage() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const mayManage = permissions.can('publication.manage');
  const blocked = usePermissionBlock(
    mayManage,
    'publications.noPermission',
    'publications.loading',
  );
  const list = usePublications(mayManage);
  const action = usePublicationAction();
  const [asked, setAsked] = useState<{ publication: Publication; action: PublicationAction }>();
  const [shownKey, setShownKey] = useState<{ created: PublicationWithKey; name: string }>();

  function ask(publication: Publication, next: PublicationAction) {
    action.reset();
    setAsked({ publication, action: next });
  }

  function confirm() {
    if (!asked) return;
    const { publication } = asked;
    const name = nameOfPublication(publication, t);
    action.mutate(
      { id: publication.id, action: asked.action },
      {
        onSuccess: (created) => {
          setAsked(undefined);
          if (created) {
            setShownKey({ created, name });
          } else {
            notifications.show({
              color: 'green',
              message: t(`publications.done.${asked.action}`, {
                venue: publication.venue,
                competition: name,
              }),
            });
          }
        },
      },
    );
  }

  let content;
  if (blocked) {
    content = blocked;
  } else {
    const items = list.data?.items ?? [];
    content = (
      <Stack gap="md">
        <Text maw={760}>{t('publications.intro')}</Text>
        <CreatePublicationForm
          onCreated={(created) =>
            setShownKey({
              created,
              name: nameOfPublication(created.publication, t),
            })
          }
        />
        {list.isPending && <PageLoader label={t('publications.loading')} />}
        {list.isError && <ErrorAlert error={list.error} title={t('publications.loadFailed')} />}
        {list.isSuccess && items.length === 0 && <Text c="gray.7">{t('publications.empty')}</Text>}
        {items.length > 0 && <PublicationList publications={items} onAction={ask} />}
      </Stack>
    );
  }

  const texts = asked ? CONFIRM[asked.action] : undefined;
  return (
    <PageFrame
      title={t('publications.title')}
      back={{ to: '/competition', label: t('publications.back') }}
    >
      {content}
      {asked && texts && (
        <ConfirmModal
          title={t(`publications.confirm.${texts.title}`)}
          question={t(`publications.confirm.${texts.question}`, {
            venue: asked.publication.venue,
          })}
          cancelLabel={t('publications.actions.cancel')}
          confirmLabel={t(`publications.confirm.${texts.button}`)}
          confirmColor={texts.color}
          isPending={action.isPending}
          onConfirm={confirm}
          onClose={() => setAsked(undefined)}
        >
          <Text size="sm" fw={600}>
            {nameOfPublication(asked.publication, t)} · {asked.publication.venue}
          </Text>
          {action.isError && (
            <ErrorAlert error={action.error} title={t('publications.confirm.failed')} />
          )}
        </ConfirmModal>
      )}
      {shownKey && (
        <PublicationKeyModal
          created={shownKey.created}
          competitionName={shownKey.name}
          onClose={() => setShownKey(undefined)}
        />
      )}
    </PageFrame>
  );
}
