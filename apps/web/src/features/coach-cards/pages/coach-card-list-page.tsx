import type { CoachCard } from '@artistic/domain/coach-card/schema';
import { Alert, Group, Select, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ErrorAlert } from '../../../components/error-alert';
import { PageFrame } from '../../../components/page-frame';
import { CardField, ResponsiveList } from '../../../components/responsive-list';
import { PageLoader } from '../../../components/page-loader';
import { usePermissions } from '../../../lib/permissions';
import { getRulesetId, useRulesetsById } from '../../../lib/rulesets';
import { useScoreFormat } from '../../../lib/score-format';
import { useCoachCards, useCompetitions } from '../api';
import { getCategoryLabel } from '../../../lib/category-options';
import { useEventTypeLabel } from '../../../lib/event-label';
import { CoachCardActions } from '../components/coach-card-actions';
import { CodeProblems, getCodeProblems } from '../components/code-problems';
import { DeleteCoachCardModal } from '../components/delete-coach-card-modal';
import { ChangesRequestedBadge, StateBadge } from '../components/state-badge';

const ALL = 'all';

/** Coach card list (/listCoachCard): the cards the user may see, filtered by competition. */
export function CoachCardListPage() {
  const { t, i18n } = useTranslation();
  const eventLabel = useEventTypeLabel();
  const formatScore = useScoreFormat();
  // Phones get one card per coach card instead of the wide table.
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
  const stateBadges = (card: CoachCard) => (
    <Group gap={6} wrap="wrap">
      <StateBadge state={card.State} />
      <ChangesRequestedBadge card={card} />
    </Group>
  );
  const actions = (card: CoachCard) => (
    <CoachCardActions card={card} user={permissions.user} onDelete={setToDelete} />
  );

  return (
    <PageFrame title={t('pages.coachCardList')}>
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

      {cards.isSuccess && rows.length > 0 && (
        <ResponsiveList
          rows={rows}
          rowKey={(card) => card._id}
          minWidth={960}
          cardLabel={(card) => `${card.Clube} — ${eventLabel(card.Esquema)}`}
          card={(card) => (
            <>
              <Group gap="xs" wrap="wrap" justify="space-between">
                <Text fw={700}>{eventLabel(card.Esquema)}</Text>
                {stateBadges(card)}
              </Group>
              <CodeProblems problems={problemsOf.get(card._id) ?? []} />
              <CardField label={t('coachCards.list.competition')}>
                {competitionName(card.Competicao)}
              </CardField>
              <CardField label={t('coachCards.list.category')}>
                {getCategoryLabel(card.Categoria, i18n.language)}
              </CardField>
              <CardField label={t('coachCards.list.club')}>{card.Clube}</CardField>
              <CardField label={t('coachCards.list.theme')}>{card.Tema_esquema}</CardField>
              <CardField label={t('coachCards.list.declared')}>
                {formatScore(card.Total_declarado)}
              </CardField>
              {actions(card)}
            </>
          )}
          columns={[
            {
              header: t('coachCards.list.competition'),
              cell: (card) => competitionName(card.Competicao),
            },
            {
              header: t('coachCards.list.category'),
              cell: (card) => getCategoryLabel(card.Categoria, i18n.language),
            },
            { header: t('coachCards.list.routine'), cell: (card) => eventLabel(card.Esquema) },
            { header: t('coachCards.list.club'), cell: (card) => card.Clube },
            { header: t('coachCards.list.theme'), cell: (card) => card.Tema_esquema },
            {
              header: t('coachCards.list.declared'),
              cell: (card) => formatScore(card.Total_declarado),
              headerStyle: { textAlign: 'right' },
              cellStyle: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
            },
            {
              header: t('coachCards.list.state'),
              cell: (card) => (
                <>
                  {stateBadges(card)}
                  <CodeProblems problems={problemsOf.get(card._id) ?? []} />
                </>
              ),
            },
            { header: t('coachCards.list.actions'), cell: actions },
          ]}
        />
      )}

      {toDelete && (
        <DeleteCoachCardModal
          key={toDelete._id}
          card={toDelete}
          onClose={() => setToDelete(null)}
        />
      )}
    </PageFrame>
  );
}
