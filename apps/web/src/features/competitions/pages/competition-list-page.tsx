import { parseDmyDate } from '@artistic/domain/core/dates';
import type { Competition } from '@artistic/domain/competition/schema';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageFrame } from '../../../components/page-frame';
import { CardField, ResponsiveList } from '../../../components/responsive-list';
import { PageLoader } from '../../../components/page-loader';
import { usePermissions } from '../../../lib/permissions';
import { getRulesetId, useRulesetsById } from '../../../lib/rulesets';
import { useCompetitions, useStartListChanges } from '../api';
import type { LinkedPage } from '../components/competition-actions';
import { BUILT_PAGES, CompetitionActions } from '../components/competition-actions';
import { DeleteCompetitionModal } from '../components/delete-competition-modal';
import { StartListChanges } from '../components/start-list-changes';
import { ImportCompetitionModal } from '../components/import-competition-modal';
import {
  hasProvisionalRoutines,
  ProvisionalRulesetBadge,
} from '../components/provisional-ruleset-badge';

/** Dates are shown yyyy-mm-dd, also when a record still holds d/m/y. */
function formatDate(value: string): string {
  return parseDmyDate(value) ?? value;
}

interface CompetitionListPageProps {
  /** Linked pages whose buttons may be enabled (tests pass all of them). */
  builtPages?: ReadonlySet<LinkedPage>;
}

/** Competition list (/competition): public; admins also see hidden competitions. */
export function CompetitionListPage({ builtPages = BUILT_PAGES }: CompetitionListPageProps) {
  const { t } = useTranslation();
  const competitions = useCompetitions();
  const permissions = usePermissions();
  const [toDelete, setToDelete] = useState<Competition | null>(null);
  const [isImporting, setIsImporting] = useState(false);
  const now = new Date();
  // The server lists hidden competitions to admins only; never show them to anyone else.
  const canSeeHidden = permissions.can('competition.viewHidden');
  const rows =
    competitions.data?.filter((competition) => canSeeHidden || competition.visible) ?? [];
  // Admins are told which drawn start lists no longer match their entries (issue 17).
  const startListChanges = useStartListChanges(permissions.can('startlist.generate'));
  const changesOf = new Map(
    (startListChanges.data ?? []).map((item) => [item.competition, item.events]),
  );
  // Admins are warned of competitions whose routines would use provisional factors (issue 16).
  const mayEditRules = permissions.can('ruleset.write');
  const rulesets = useRulesetsById(mayEditRules ? rows.map(getRulesetId) : []);
  const provisionalBadge = (competition: Competition) => {
    const id = getRulesetId(competition);
    const ruleset = rulesets.get(id);
    return ruleset && hasProvisionalRoutines(competition, ruleset) ? (
      <ProvisionalRulesetBadge rulesetId={id} />
    ) : null;
  };
  const rights = {
    canEdit: permissions.can('competition.update'),
    canDelete: permissions.can('competition.delete'),
    canEnter: permissions.isSignedIn,
    canEnterFigureResults: permissions.can('figureResult.write'),
    canExport: permissions.can('competition.export'),
    canEvaluateJudges: permissions.can('judges.evaluate'),
  };

  const hiddenBadge = (competition: Competition) =>
    !competition.visible && (
      <Badge color="gray" variant="outline" title={t('competitions.list.hiddenTitle')}>
        {t('competitions.list.hidden')}
      </Badge>
    );
  const actions = (competition: Competition) => (
    <CompetitionActions
      competition={competition}
      rights={rights}
      now={now}
      builtPages={builtPages}
      onDelete={setToDelete}
    />
  );

  return (
    <PageFrame
      title={t('competitions.list.title')}
      actions={
        <Group gap="xs" wrap="wrap">
          <Button component={Link} to="/rankings" variant="default">
            {t('competitions.list.rankings')}
          </Button>
          {permissions.can('athlete.view') && (
            <Button component={Link} to="/athletes" variant="default">
              {t('athletes.link')}
            </Button>
          )}
          {permissions.can('audit.view') && (
            <Button component={Link} to="/admin/audit" variant="default">
              {t('audit.link')}
            </Button>
          )}
          {permissions.can('ruleset.write') && (
            <Button component={Link} to="/admin/rules" variant="default">
              {t('rulesets.link')}
            </Button>
          )}
          {permissions.can('publication.manage') && (
            <Button component={Link} to="/admin/publications" variant="default">
              {t('publications.link')}
            </Button>
          )}
          {permissions.can('competition.import') && (
            <Button variant="light" onClick={() => setIsImporting(true)}>
              {t('competitions.import.open')}
            </Button>
          )}
          {permissions.can('competition.create') && (
            <Button component={Link} to="/admin">
              {t('competitions.list.create')}
            </Button>
          )}
        </Group>
      }
    >
      {competitions.isPending && <PageLoader label={t('competitions.list.loading')} />}
      {competitions.isError && <ErrorAlert error={competitions.error} />}
      {competitions.isSuccess && rows.length === 0 && (
        <Text c="gray.7">{t('competitions.list.empty')}</Text>
      )}
      {/* Phones get one card per competition: a parent must see the date and the buttons at 360 px. */}
      {competitions.isSuccess && rows.length > 0 && (
        <ResponsiveList
          rows={rows}
          rowKey={(competition) => competition._id}
          minWidth={720}
          cardLabel={(competition) => competition.Nome}
          card={(competition) => (
            <>
              <Group gap="xs" wrap="wrap">
                <Text fw={700}>{competition.Nome}</Text>
                {hiddenBadge(competition)}
              </Group>
              <CardField label={t('competitions.list.date')}>
                {formatDate(competition.Data)}
              </CardField>
              <CardField label={t('competitions.list.deadline')}>
                {formatDate(competition.Limite_inscricao)}
              </CardField>
              <StartListChanges events={changesOf.get(competition._id)} />
              {provisionalBadge(competition)}
              {actions(competition)}
            </>
          )}
          columns={[
            {
              header: t('competitions.list.name'),
              cell: (competition) => (
                <>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600}>{competition.Nome}</Text>
                    {hiddenBadge(competition)}
                  </Group>
                  <StartListChanges events={changesOf.get(competition._id)} />
                  {provisionalBadge(competition)}
                </>
              ),
            },
            {
              header: t('competitions.list.date'),
              cell: (competition) => formatDate(competition.Data),
              cellStyle: { whiteSpace: 'nowrap' },
            },
            {
              header: t('competitions.list.deadline'),
              cell: (competition) => formatDate(competition.Limite_inscricao),
              cellStyle: { whiteSpace: 'nowrap' },
            },
            { header: t('competitions.list.actions'), cell: actions },
          ]}
        />
      )}

      {isImporting && <ImportCompetitionModal onClose={() => setIsImporting(false)} />}

      {toDelete && (
        <DeleteCompetitionModal
          key={toDelete._id}
          competition={toDelete}
          onClose={() => setToDelete(null)}
        />
      )}
    </PageFrame>
  );
}
