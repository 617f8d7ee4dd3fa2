import { formatScore } from '@artistic/domain/core/numbers';
import type { RankingsResponse } from '@artistic/domain/result-list/season-ranking-schema';
import { Anchor, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { KeyboardScrollContainer } from '../../../components/keyboard-scroll-container';
import { LoadState } from '../../../components/load-state-alerts';
import { PageFrame } from '../../../components/page-frame';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../lib/language';
import { formatEventHeading } from '../../../lib/result-list-view';
import { useRankings } from '../api';

const numberCell = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
/** Compact, as the Medalheiro's tables: a phone scrolls a wide table inside its own box. */
const tableProps = { withTableBorder: true, fz: 'sm', horizontalSpacing: 6 } as const;

type Competition = RankingsResponse['competitions'][number];

/**
 * Rankings da época (/rankings?from=&to=): public. For a season (or the dates in the address),
 * each athlete's or routine's best total per category and event across the competitions, with
 * the competition of the best and how many competitions; then the clubs by the sum of their club
 * points. Opened without dates it shows the season of today, or the latest season with
 * competitions when today's has none yet. Everything is computed by the server (ADR 056).
 */
export function RankingsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const from = searchParams.get('from')?.trim() ?? '';
  const to = searchParams.get('to')?.trim() ?? '';
  const rankings = useRankings({ from, to });
  const data = rankings.data;

  const asked = from !== '' || to !== '';
  const latest = data?.seasons[0];
  const moveToLatest =
    !asked && data !== undefined && data.competitions.length === 0 && latest !== undefined;
  useEffect(() => {
    if (moveToLatest && latest)
      setSearchParams({ from: latest.from, to: latest.to }, { replace: true });
  }, [moveToLatest, latest, setSearchParams]);

  let content;
  if (data === undefined) {
    content = <LoadState query={rankings} texts="rankings" retry />;
  } else {
    content = (
      <Stack gap="lg">
        {rankings.isError && <LoadState query={rankings} texts="rankings" retry />}
        <SeasonSelect
          data={data}
          onChange={(range) => setSearchParams({ from: range.from, to: range.to })}
        />
        {data.events.length === 0 ? (
          <Text c="gray.7">{t('rankings.empty')}</Text>
        ) : (
          <>
            <Text size="sm" c="gray.7">
              {t('rankings.rules')}
            </Text>
            {data.events.map((event) => (
              <EventRanking key={`${event.Categoria}-${event.Prova}`} event={event} />
            ))}
            <ClubRanking data={data} />
          </>
        )}
      </Stack>
    );
  }

  return (
    <PageFrame
      title={t('rankings.title')}
      back={{ to: '/competition', label: t('rankings.back') }}
      className="rankings-page"
    >
      {content}
    </PageFrame>
  );
}

/** The seasons with competitions; the range shown is one of them, or its own dates. */
function SeasonSelect({
  data,
  onChange,
}: {
  data: RankingsResponse;
  onChange: (range: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation();
  const valueOf = (range: { from: string; to: string }) => `${range.from}_${range.to}`;
  const options = data.seasons.map((season) => ({
    value: valueOf(season),
    label: t('rankings.season', { label: season.label }),
  }));
  const current = valueOf(data.range);
  if (!options.some((o) => o.value === current))
    options.unshift({
      value: current,
      label: t('rankings.range', { from: data.range.from, to: data.range.to }),
    });
  return (
    <NativeSelect
      label={t('rankings.seasonLabel')}
      data={options}
      value={current}
      maw={320}
      onChange={(event) => {
        const [nextFrom = '', nextTo = ''] = event.currentTarget.value.split('_');
        onChange({ from: nextFrom, to: nextTo });
      }}
    />
  );
}

/** The competition of a best total: its name, a link to its result list, and its date. */
function CompetitionLink({ competition }: { competition: Competition }) {
  return (
    <>
      <Anchor component={Link} to={`/resultList?id=${encodeURIComponent(competition._id)}`}>
        {competition.Nome}
      </Anchor>
      <Text span size="xs" c="gray.7" display="block">
        {competition.Data}
      </Text>
    </>
  );
}

/** One category and event: Lugar, Nome, Clube, Melhor total, Competição, Competições. */
function EventRanking({ event }: { event: RankingsResponse['events'][number] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = `ranking-${event.Categoria}-${event.Prova.replaceAll(' ', '-')}`;
  const separator = language === 'pt' ? ',' : '.';
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="xs">
        {formatEventHeading(event, language)}
      </Title>
      <KeyboardScrollContainer minWidth={560}>
        <Table {...tableProps} striped verticalSpacing="xs" aria-labelledby={id}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={numberCell}>{t('rankings.table.place')}</Table.Th>
              <Table.Th>{t('rankings.table.names')}</Table.Th>
              <Table.Th>{t('rankings.table.club')}</Table.Th>
              <Table.Th style={numberCell}>{t('rankings.table.best')}</Table.Th>
              <Table.Th>{t('rankings.table.competition')}</Table.Th>
              <Table.Th style={numberCell}>{t('rankings.table.competitions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {event.entries.map((entry) => (
              <Table.Tr key={entry.key}>
                <Table.Td style={numberCell}>{entry.place}</Table.Td>
                <Table.Td>{entry.names.join(', ')}</Table.Td>
                <Table.Td>{entry.club}</Table.Td>
                <Table.Td style={{ ...numberCell, fontWeight: 700 }}>
                  {formatScore(entry.bestTotal, separator)}
                </Table.Td>
                <Table.Td>
                  <CompetitionLink competition={entry.best} />
                </Table.Td>
                <Table.Td style={numberCell}>{entry.competitions}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </KeyboardScrollContainer>
    </section>
  );
}

/** Ranking de clubes: the season's points, then each competition's ('—': no placed entry). */
function ClubRanking({ data }: { data: RankingsResponse }) {
  const { t } = useTranslation();
  const id = 'ranking-clubs';
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="xs">
        {t('rankings.clubs.title')}
      </Title>
      <KeyboardScrollContainer minWidth={280 + 110 * data.competitions.length}>
        <Table {...tableProps} striped verticalSpacing="xs" aria-labelledby={id}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={numberCell}>{t('rankings.clubs.place')}</Table.Th>
              <Table.Th>{t('rankings.clubs.club')}</Table.Th>
              <Table.Th style={numberCell}>{t('rankings.clubs.points')}</Table.Th>
              {data.competitions.map((competition) => (
                <Table.Th key={competition._id} style={{ textAlign: 'right' }}>
                  {competition.Nome}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.clubs.map((club) => (
              <Table.Tr key={club.club}>
                <Table.Td style={numberCell}>{club.place}</Table.Td>
                <Table.Td>{club.club}</Table.Td>
                <Table.Td style={{ ...numberCell, fontWeight: 700 }}>{club.points}</Table.Td>
                {data.competitions.map((competition) => (
                  <Table.Td key={competition._id} style={numberCell}>
                    {club.byCompetition.find((c) => c._id === competition._id)?.points ?? '—'}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </KeyboardScrollContainer>
    </section>
  );
}
