import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { useSearchParam } from '../../../components/use-search-param';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/page-loader';
import { isNotFoundError } from '../../../lib/api-client';
import { usePermissions } from '../../../lib/permissions';
import { getRulesetId, useRuleset } from '../../../lib/rulesets';
import { useSavedRoutineResult, useScoredCoachCard, useScoringCompetition } from '../api';
import { RoutineSheet } from '../components/routine-sheet';
import { ProvisionalFactorsNote } from '../components/provisional-factors-note';
import { RoutineSheetHeader } from '../components/routine-sheet-header';
import { PageFrame } from '../../../components/page-frame';
import { renderPermissionBlock } from '../../../components/permission-block';
import { ServerUnreachableNotice } from '../../../components/server-unreachable-notice';

/**
 * Coach card scoring sheet (/resultCoachCard?id={coachCardId}): the admin types the judges'
 * marks of a routine, its deductions and penalties; totals are live; the result is saved into
 * the competition (POST when new, PUT with its version afterwards).
 */
export function RoutineResultPage() {
  const { t } = useTranslation();
  const id = useSearchParam('id') || null;
  const permissions = usePermissions();
  const mayView = permissions.can('ui.result');
  const card = useScoredCoachCard(mayView ? id : null);
  const competitionId = card.data?.Competicao ?? null;
  const competition = useScoringCompetition(competitionId);
  const saved = useSavedRoutineResult(competitionId, id);
  // Factors, deductions and penalties come from the competition's ruleset (issue 16).
  const ruleset = useRuleset(competition.data ? getRulesetId(competition.data) : null);
  // Bumped to start the sheet again from what the server has (after a conflict).
  const [loadCount, setLoadCount] = useState(0);
  const [isReloading, setIsReloading] = useState(false);

  function reload() {
    setIsReloading(true);
    void Promise.all([card.refetch(), competition.refetch(), saved.refetch()]).finally(() => {
      setIsReloading(false);
      setLoadCount((count) => count + 1);
    });
  }

  const retry = (refetch: () => unknown) => (
    <Button size="xs" variant="light" mt="sm" onClick={() => void refetch()}>
      {t('routineResults.retry')}
    </Button>
  );

  const blocked = renderPermissionBlock(permissions, mayView, {
    loading: t('app.loadingPage'),
    forbiddenTitle: t('routineResults.forbiddenTitle'),
    forbiddenText: t('routineResults.forbidden'),
  });
  let content;
  if (id === null) {
    content = (
      <Alert color="orange" variant="light" role="alert" title={t('routineResults.missingIdTitle')}>
        <Text size="sm">{t('routineResults.missingId')}</Text>
        <Anchor component={Link} to="/listCoachCard" size="sm">
          {t('routineResults.back')}
        </Anchor>
      </Alert>
    );
  } else if (blocked) {
    content = blocked;
  } else if (card.isPending) {
    content = <PageLoader label={t('routineResults.loading')} />;
  } else if (card.isError) {
    const notFound = isNotFoundError(card.error);
    content = notFound ? (
      <Alert color="orange" variant="light" role="alert" title={t('routineResults.notFoundTitle')}>
        {t('routineResults.notFound')}
      </Alert>
    ) : (
      <Stack gap={0} align="flex-start">
        <ErrorAlert error={card.error} title={t('routineResults.loadFailed')} />
        {retry(card.refetch)}
      </Stack>
    );
  } else if (competition.isPending || saved.isPending) {
    content = <PageLoader label={t('routineResults.loading')} />;
  } else if (competition.isError || saved.isError) {
    const error = competition.isError ? competition.error : saved.error;
    content = (
      <Stack gap={0} align="flex-start">
        <ErrorAlert error={error} title={t('routineResults.loadFailed')} />
        {retry(competition.isError ? competition.refetch : saved.refetch)}
      </Stack>
    );
  } else if (ruleset.isPending) {
    content = <PageLoader label={t('rulesets.markers.loading')} />;
  } else if (ruleset.isError) {
    content = (
      <Stack gap={0} align="flex-start">
        <ErrorAlert error={ruleset.error} title={t('rulesets.markers.loadFailed')} />
        {retry(ruleset.refetch)}
      </Stack>
    );
  } else {
    content = (
      <Stack gap="md">
        <RoutineSheetHeader
          card={card.data}
          competition={competition.data}
          savedNumber={saved.data?.Number}
        />
        <ProvisionalFactorsNote card={card.data} ruleset={ruleset.data.ruleset} />
        <RoutineSheet
          ruleset={ruleset.data.ruleset}
          key={`${card.data._id}:${loadCount}`}
          card={card.data}
          competition={competition.data}
          saved={saved.data}
          canWrite={permissions.can('routineResult.write')}
          onReload={reload}
          isReloading={isReloading}
        />
      </Stack>
    );
  }

  return (
    <PageFrame
      title={t('routineResults.title')}
      back={{ to: '/listCoachCard', label: t('routineResults.back') }}
    >
      {/* Offline (issue 40): what is safe on the server and what waits on this page. */}
      <ServerUnreachableNotice text="offline.scoringTable" />
      {content}
    </PageFrame>
  );
}
