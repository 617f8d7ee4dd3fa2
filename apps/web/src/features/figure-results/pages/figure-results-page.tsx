import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { useSearchParam } from '../../../components/use-search-param';
import { LoadFailureAlert, MissingIdAlert } from '../../../components/load-state-alerts';
import { PageLoader } from '../../../components/page-loader';
import { usePermissions } from '../../../lib/permissions';
import { useFigureResults, useFigureResultsCompetition } from '../api';
import { FigureResultsForm } from '../components/figure-results-form';
import { listFigureBlocks } from '../components/figure-sheet-values';
import { BackLink } from '../../../components/back-link';
import { usePermissionBlock } from '../../../components/permission-block';
import { ServerUnreachableNotice } from '../../../components/server-unreachable-notice';

/** Figure results entry (/resultFiguras?compId=): the admin types the judges' marks. */
export function FigureResultsPage() {
  const { t } = useTranslation();
  const compId = useSearchParam('compId');
  const permissions = usePermissions();
  const mayWrite = permissions.can('figureResult.write');
  const blocked = usePermissionBlock(mayWrite, 'figureResults.forbidden');
  const competition = useFigureResultsCompetition(mayWrite ? compId : '');
  const results = useFigureResults(mayWrite ? compId : '');

  let content;
  if (blocked) {
    content = blocked;
  } else if (compId === '') {
    content = (
      <MissingIdAlert texts="figureResults">
        <Anchor component={Link} to="/competition">
          {t('figureResults.backToCompetitions')}
        </Anchor>
      </MissingIdAlert>
    );
  } else if (competition.isPending || results.isPending) {
    content = <PageLoader label={t('figureResults.loading')} />;
  } else if (competition.isError) {
    content = <LoadFailureAlert query={competition} texts="figureResults" notFound retry />;
  } else if (results.isError) {
    const title = t('figureResults.resultsLoadFailed');
    content = <LoadFailureAlert query={results} texts="figureResults" title={title} retry />;
  } else if (listFigureBlocks(competition.data).length === 0) {
    content = (
      <Alert color="yellow" variant="light" title={t('figureResults.noStartList')} role="alert">
        {t('figureResults.noStartListText')}{' '}
        <Anchor component={Link} to={`/startList?id=${encodeURIComponent(compId)}`}>
          {t('figureResults.openStartList')}
        </Anchor>
      </Alert>
    );
  } else {
    content = <FigureResultsForm competition={competition.data} results={results.data} />;
  }

  return (
    <Stack gap="md">
      <BackLink to="/competition">{t('figureResults.backToCompetitions')}</BackLink>
      <div>
        <Title order={1}>{t('figureResults.title')}</Title>
        {competition.data && (
          <Text size="lg" fw={500} c="gray.8">
            {competition.data.Nome}
          </Text>
        )}
      </div>
      {/* Offline (issue 40): what is safe on the server and what waits on this page. */}
      <ServerUnreachableNotice text="offline.scoringTable" />
      {content}
    </Stack>
  );
}
