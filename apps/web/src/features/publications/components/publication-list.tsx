import type { Publication, PublicationState } from '@artistic/domain/publication/schema';
import type { MantineColor } from '@mantine/core';
import { Badge, Button, Group, Text } from '@mantine/core';
import { CardField, ResponsiveList } from '../../../components/responsive-list';
import type { TFunction } from '../../../i18n/translator';
import { useTranslation } from '../../../i18n/use-translation';
import { formatLisbonClock } from '../../../lib/lisbon-clock';
import type { PublicationAction } from '../api';

const STATE_COLORS: Readonly<Record<PublicationState, MantineColor>> = {
  waiting: 'gray',
  live: 'green',
  lost: 'orange',
  revoked: 'red',
  ended: 'gray',
};

/** The competition's name on the site, or its id when it no longer exists there. */
export function nameOfPublication(publication: Publication, t: TFunction): string {
  return publication.competitionName ?? t('publications.gone', { id: publication.competicao });
}

interface PublicationListProps {
  publications: readonly Publication[];
  onAction: (publication: Publication, action: PublicationAction) => void;
}

/**
 * The site's publications: the competition, the pool, the state, the last change received
 * (Lisbon time) and the sequence; per row 'Nova chave', 'Revogar' and 'Terminar' while they apply.
 */
export function PublicationList({ publications, onAction }: PublicationListProps) {
  const { t } = useTranslation();
  const name = (p: Publication) => nameOfPublication(p, t);
  const state = (p: Publication) => (
    <Badge color={STATE_COLORS[p.state]} variant={p.state === 'live' ? 'filled' : 'light'}>
      {t(`publications.states.${p.state}`)}
    </Badge>
  );
  const received = (p: Publication) =>
    p.receivedAt ? formatLisbonClock(p.receivedAt) : t('publications.never');
  const actions = (p: Publication) =>
    p.state === 'ended' ? null : (
      <Group
        gap={6}
        wrap="wrap"
        role="group"
        aria-label={t('publications.rowActions', { name: name(p) })}
      >
        <Button size="xs" variant="light" onClick={() => onAction(p, 'key')}>
          {t('publications.actions.newKey')}
        </Button>
        {p.state !== 'revoked' && (
          <Button size="xs" variant="light" color="orange" onClick={() => onAction(p, 'revoke')}>
            {t('publications.actions.revoke')}
          </Button>
        )}
        <Button size="xs" variant="light" color="red" onClick={() => onAction(p, 'end')}>
          {t('publications.actions.end')}
        </Button>
      </Group>
    );

  return (
    <ResponsiveList
      rows={publications}
      rowKey={(p) => p.id}
      minWidth={820}
      cardLabel={name}
      card={(p) => (
        <>
          <Group gap="xs" wrap="wrap">
            <Text fw={700}>{name(p)}</Text>
            {state(p)}
          </Group>
          <CardField label={t('publications.columns.venue')}>{p.venue}</CardField>
          <CardField label={t('publications.columns.receivedAt')}>{received(p)}</CardField>
          <CardField label={t('publications.columns.seq')}>{p.lastSeq}</CardField>
          {actions(p)}
        </>
      )}
      columns={[
        {
          header: t('publications.columns.competition'),
          cell: (p) => <Text fw={600}>{name(p)}</Text>,
        },
        { header: t('publications.columns.venue'), cell: (p) => p.venue },
        { header: t('publications.columns.state'), cell: state },
        {
          header: t('publications.columns.receivedAt'),
          cell: received,
          cellStyle: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
        },
        {
          header: t('publications.columns.seq'),
          cell: (p) => p.lastSeq,
          cellStyle: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
          headerStyle: { textAlign: 'right' },
        },
        { header: t('publications.columns.actions'), cell: actions },
      ]}
    />
  );
}
