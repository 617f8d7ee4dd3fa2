import type { CoachCard } from '@artistic/domain/schemas/coach-card';
import { Alert, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/page-loader';
import { usePermissions } from '../../../lib/permissions';
import { getRulesetId, useRulesetsById } from '../../../lib/rulesets';
import { useScoreFormat } from '../../../lib/score-format';
import { useCoachCards, useCompetitions } from '../api';
import { getCategoryLabel } from '../components/category-options';
import { CoachCardActions } from '../components/coach-card-actions';
import { CodeProblems, getCodeProblems } from '../components/code-problems';
import { DeleteCoachCardModal } from '../components/delete-coach-card-modal';
import { ChangesRequestedBadge, StateBadge } from '../components/state-badge';

const ALL = 'all';

/** Coach card list (/listCoachCard): the cards the user may see, filtered by competition. */
export function CoachCardListPage() {
  const { t, i18n } = useTranslation();
  const formatScore = useScoreFormat();
  // Phones get one card per coach card instead of the wide table.
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const permissions = usePermissions();
  const cards = useCoachCards(null);
  const competitions = useCompetitions();
  const [competitionId, setCompetitionId] = useState(ALL);
  const [toDelete, setToDelete] = useState<CoachCard | null>(null);

  const competitionName = (id: string) =>
    competitions.data?.find((competition) => competition._id === id)?.Nome ?? id;
  const rows =
    cards.data?.filter((card) => competitionId === ALL || card.Competicao === competitionId) ?? [];
  const filterOptions = [
    { value: ALL, label: t('coachCards.list.all') },
    ...(competitions.data ?? []).map((competition) => ({
      value: competition._id,
      label: competition.Nome,
    })),
  ];
  // Each card is checked against its competition's ruleset, once that is loaded (issue 16).
  const rulesetIdOf = useMemo(
    () =>
      new Map(
        (competitions.data ?? []).map((competition) => [
          competition._id,
          getRulesetId(competition),
        ]),
      ),
    [competitions.data],
  );
  const rulesets = useRulesetsById([...rulesetIdOf.values()]);
  // Cards with a code no table knows (stored before the server owned every value, or imported).
  const problemsOf = useMemo(
    () =>
      new Map(
        (cards.data ?? []).map((card) => {
          const id = rulesetIdOf.get(card.Competicao);
          const ruleset = id === undefined ? undefined : rulesets.get(id);
          return [card._id, ruleset ? getCodeProblems(card, ruleset) : []];
        }),
      ),
    [cards.data, rulesetIdOf, rulesets],
  );
  const toCorrect = rows.filter((card) => (problemsOf.get(card._id) ?? []).length > 0).length;
  const actions = (card: CoachCard) => (
    <CoachCardActions card={card} user={permissions.user} onDelete={setToDelete} />
  );

  return (
    <Stack gap="md">
      <Title order={1}>{t('pages.coachCardList')}</Title>
      <Select
        label={t('coachCards.list.filter')}
        data={filterOptions}
        value={competitionId}
        allowDeselect={false}
        onChange={(value) => setCompetitionId(value ?? ALL)}
        maw={420}
      />

      {(cards.isPending || permissions.isLoading) && (
        <PageLoader label={t('coachCards.list.loading')} />
      )}
      {cards.isError && <ErrorAlert error={cards.error} />}
      {cards.isSuccess && rows.length === 0 && <Text c="gray.7">{t('coachCards.list.empty')}</Text>}
      {toCorrect > 0 && (
        <Alert color="red" title={t('coachCards.list.codesToCorrectTitle', { count: toCorrect })}>
          {t('coachCards.list.codesToCorrectHelp')}
        </Alert>
      )}

      {cards.isSuccess && rows.length > 0 && isPhone && (
        <Stack gap="sm">
          {rows.map((card) => (
            <Card
              key={card._id}
              withBorder
              radius="md"
              padding="sm"
              component="article"
              aria-label={`${card.Clube} — ${card.Esquema}`}
            >
              <Stack gap={6}>
                <Group gap="xs" wrap="wrap" justify="space-between">
                  <Text fw={700}>{card.Esquema}</Text>
                  <Group gap={6} wrap="wrap">
                    <StateBadge state={card.State} />
                    <ChangesRequestedBadge card={card} />
                  </Group>
                </Group>
                <CodeProblems problems={problemsOf.get(card._id) ?? []} />
                <Text size="sm">
                  {t('coachCards.list.competition')}:{' '}
                  <strong>{competitionName(card.Competicao)}</strong>
                </Text>
                <Text size="sm">
                  {t('coachCards.list.category')}:{' '}
                  <strong>{getCategoryLabel(card.Categoria, i18n.language)}</strong>
                </Text>
                <Text size="sm">
                  {t('coachCards.list.club')}: <strong>{card.Clube}</strong>
                </Text>
                <Text size="sm">
                  {t('coachCards.list.theme')}: <strong>{card.Tema_esquema}</strong>
                </Text>
                <Text size="sm">
                  {t('coachCards.list.declared')}:{' '}
                  <strong>{formatScore(card.Total_declarado)}</strong>
                </Text>
                {actions(card)}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}

      {cards.isSuccess && rows.length > 0 && !isPhone && (
        <Table.ScrollContainer minWidth={960}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('coachCards.list.competition')}</Table.Th>
                <Table.Th>{t('coachCards.list.category')}</Table.Th>
                <Table.Th>{t('coachCards.list.routine')}</Table.Th>
                <Table.Th>{t('coachCards.list.club')}</Table.Th>
                <Table.Th>{t('coachCards.list.theme')}</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>{t('coachCards.list.declared')}</Table.Th>
                <Table.Th>{t('coachCards.list.state')}</Table.Th>
                <Table.Th>{t('coachCards.list.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((card) => (
                <Table.Tr key={card._id}>
                  <Table.Td>{competitionName(card.Competicao)}</Table.Td>
                  <Table.Td>{getCategoryLabel(card.Categoria, i18n.language)}</Table.Td>
                  <Table.Td>{card.Esquema}</Table.Td>
                  <Table.Td>{card.Clube}</Table.Td>
                  <Table.Td>{card.Tema_esquema}</Table.Td>
                  <Table.Td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                    {formatScore(card.Total_declarado)}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="wrap">
                      <StateBadge state={card.State} />
                      <ChangesRequestedBadge card={card} />
                    </Group>
                    <CodeProblems problems={problemsOf.get(card._id) ?? []} />
                  </Table.Td>
                  <Table.Td>{actions(card)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {toDelete && (
        <DeleteCoachCardModal
          key={toDelete._id}
          card={toDelete}
          onClose={() => setToDelete(null)}
        />
      )}
    </Stack>
  );
}
