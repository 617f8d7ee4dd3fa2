import type { Medal } from '@artistic/domain/result-list/medals';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { KeyboardScrollContainer } from '../../../components/keyboard-scroll-container';
import { MedalMark } from '../../../components/medal-mark';
import type { EventMedalsView, MedalsView } from '../../../lib/medals-view';

const numberCell = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
/** Compact enough for the medal table's six columns on a 360 px phone. */
const tableProps = { withTableBorder: true, fz: 'sm', horizontalSpacing: 6 } as const;
const MEDAL_COLUMNS: readonly Medal[] = ['gold', 'silver', 'bronze'];

/** A section's heading, which also names its table. */
function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <Title order={2} size="h3" id={id} mb="xs">
      {children}
    </Title>
  );
}

/** The medals per club: place, club, gold, silver, bronze and total (golds first). */
export function MedalTable({ view }: { view: MedalsView }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="medals-table-title">
      <SectionTitle id="medals-table-title">{t('medals.table.title')}</SectionTitle>
      <KeyboardScrollContainer minWidth={300}>
        <Table {...tableProps} striped verticalSpacing="xs" aria-labelledby="medals-table-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={numberCell}>{t('medals.table.place')}</Table.Th>
              <Table.Th>{t('medals.table.club')}</Table.Th>
              {MEDAL_COLUMNS.map((medal) => (
                <Table.Th key={medal} style={numberCell}>
                  <MedalMark medal={medal} />
                  <span className="medals-column-name">{t(`medals.table.${medal}`)}</span>
                </Table.Th>
              ))}
              <Table.Th style={numberCell}>{t('medals.table.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.medalTable.map((row) => (
              <Table.Tr key={row.club}>
                <Table.Td style={numberCell}>{row.place}</Table.Td>
                <Table.Td>{row.club}</Table.Td>
                <Table.Td style={numberCell}>{row.gold}</Table.Td>
                <Table.Td style={numberCell}>{row.silver}</Table.Td>
                <Table.Td style={numberCell}>{row.bronze}</Table.Td>
                <Table.Td style={{ ...numberCell, fontWeight: 700 }}>{row.total}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </KeyboardScrollContainer>
    </section>
  );
}

/** The club points table ('Pontos por clube') and the points per place it was counted with. */
export function ClubPointsTable({ view }: { view: MedalsView }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="medals-points-title">
      <SectionTitle id="medals-points-title">{t('medals.points.title')}</SectionTitle>
      {view.clubPoints.length === 0 ? (
        <Text c="gray.7">{t('medals.points.empty')}</Text>
      ) : (
        <KeyboardScrollContainer minWidth={280}>
          <Table {...tableProps} striped verticalSpacing="xs" aria-labelledby="medals-points-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th style={numberCell}>{t('medals.points.place')}</Table.Th>
                <Table.Th>{t('medals.points.club')}</Table.Th>
                <Table.Th style={numberCell}>{t('medals.points.points')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {view.clubPoints.map((row) => (
                <Table.Tr key={row.club}>
                  <Table.Td style={numberCell}>{row.place}</Table.Td>
                  <Table.Td>{row.club}</Table.Td>
                  <Table.Td style={{ ...numberCell, fontWeight: 700 }}>{row.points}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </KeyboardScrollContainer>
      )}
      <Text size="sm" c="gray.7" mt={4}>
        {t('medals.points.tableUsed', { points: view.pointsTable })}
      </Text>
    </section>
  );
}

/** One event's medallists: medal, names, club and total (or 'no results yet'). */
function EventMedallists({ event }: { event: EventMedalsView }) {
  const { t } = useTranslation();
  const headingId = `medals-event-${event.key}`;
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb={4}>
        {event.heading}
      </Title>
      {event.medallists.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('medals.events.none')}
        </Text>
      ) : (
        <KeyboardScrollContainer minWidth={300}>
          <Table {...tableProps} layout="fixed" verticalSpacing={4} aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="4.5rem">{t('medals.events.place')}</Table.Th>
                <Table.Th>{t('medals.events.names')}</Table.Th>
                <Table.Th>{t('medals.events.club')}</Table.Th>
                <Table.Th w="5.5rem" style={numberCell}>
                  {t('medals.events.total')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {event.medallists.map((m) => (
                <Table.Tr key={m.key}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <MedalMark medal={m.medal} />
                    {m.place}
                  </Table.Td>
                  <Table.Td>{m.names}</Table.Td>
                  <Table.Td>{m.club}</Table.Td>
                  <Table.Td style={numberCell}>{m.total}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </KeyboardScrollContainer>
      )}
    </section>
  );
}

/** Every event with the results flag, in order, each with its medallists. */
export function EventMedallistsList({ view }: { view: MedalsView }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="medals-events-title">
      <SectionTitle id="medals-events-title">{t('medals.events.title')}</SectionTitle>
      <Stack gap="md">
        {view.events.map((event) => (
          <EventMedallists key={event.key} event={event} />
        ))}
      </Stack>
    </section>
  );
}
