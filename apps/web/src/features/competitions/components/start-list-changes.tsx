import type { StartListChangesResponse } from '@artistic/domain/start-list/schema';
import { eventTypeLabel } from '@artistic/domain/core/enums';
import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { getCategoryLabel } from '../../../lib/category-options';

type EventChanges = StartListChangesResponse[number]['events'][number];
type EntryChange = EventChanges['changes'][number];

/** One entry that differs from the draw, as the admin reads it. */
function describeChange(t: ReturnType<typeof useTranslation>['t'], change: EntryChange): string {
  const entry = t('competitions.startListChanges.entry', {
    club: change.Clube,
    athletes: change.Atletas.join(', '),
  });
  const line = t(`competitions.startListChanges.${change.kind}`, { entry });
  const details = [
    change.athletesIn.length > 0
      ? t('competitions.startListChanges.athletesIn', { names: change.athletesIn.join(', ') })
      : null,
    change.athletesOut.length > 0
      ? t('competitions.startListChanges.athletesOut', { names: change.athletesOut.join(', ') })
      : null,
  ].filter((part) => part !== null);
  return details.length > 0 ? `${line} (${details.join('; ')})` : line;
}

/**
 * 'Start List desatualizada': the entries changed since the draw (issue 17), per event, so the
 * admin knows to draw again or move slots. Nothing when the list matches its entries.
 */
export function StartListChanges({ events }: { events: readonly EventChanges[] | undefined }) {
  const { t, i18n } = useTranslation();
  if (!events || events.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      role="status"
      title={t('competitions.startListChanges.title')}
      p="sm"
    >
      <Text size="sm">{t('competitions.startListChanges.text')}</Text>
      <List size="sm" mt={4} spacing={2}>
        {events.map((event) => (
          <List.Item key={event.Ordem}>
            <Text span fw={700} inherit>
              {t('competitions.startListChanges.event', {
                order: event.Ordem,
                event: eventTypeLabel(event.Prova, i18n.language.startsWith('en') ? 'en' : 'pt'),
                category: getCategoryLabel(event.Categoria, i18n.language),
              })}
              :
            </Text>{' '}
            {event.changes.map((change) => describeChange(t, change)).join(' · ')}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
