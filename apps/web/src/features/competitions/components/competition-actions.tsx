import { isEntryOpen } from '@artistic/domain/core/dates';
import type { Competition } from '@artistic/domain/competition/schema';
import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { hasResults, hasStartList } from '../visitor-reads';
import { ActionButton } from './action-button';
import { ExportCompetitionButton } from './export-competition-button';

/** Pages the row buttons open, by route. */
export type LinkedPage =
  'figura' | 'coachCard' | 'startList' | 'resultFiguras' | 'resultList' | 'medals' | 'judges';

/** Linked pages that are built; the others keep their button disabled ("not available yet"). */
export const BUILT_PAGES: ReadonlySet<LinkedPage> = new Set<LinkedPage>([
  'figura',
  'coachCard',
  'startList',
  'resultList',
  'resultFiguras',
  'medals',
  'judges',
]);

export interface CompetitionActionRights {
  canEdit: boolean;
  canDelete: boolean;
  canEnter: boolean;
  canEnterFigureResults: boolean;
  canExport: boolean;
  /** The referee and the admin open the judge evaluation (issue 23). */
  canEvaluateJudges?: boolean;
}

interface CompetitionActionsProps {
  competition: Competition;
  rights: CompetitionActionRights;
  /** The instant the page was drawn; the federation's clock turns it into the day. */
  now: Date;
  builtPages: ReadonlySet<LinkedPage>;
  onDelete: (competition: Competition) => void;
}

/** The buttons of one competition row (spec section 2, competition list). */
export function CompetitionActions({
  competition,
  rights,
  now,
  builtPages,
  onDelete,
}: CompetitionActionsProps) {
  const { t } = useTranslation();
  const id = encodeURIComponent(competition._id);
  const isOpen = isEntryOpen(competition, now);
  const startListDrawn = hasStartList(competition);
  const resultsIn = hasResults(competition);

  function reason(page: LinkedPage, isAllowed: boolean, dataReason: string): string | null {
    if (!builtPages.has(page)) return t('competitions.actions.notAvailable');
    return isAllowed ? null : dataReason;
  }

  return (
    <Group
      gap={6}
      wrap="wrap"
      role="group"
      aria-label={t('competitions.actions.rowActions', { name: competition.Nome })}
    >
      {rights.canEdit && (
        <ActionButton
          label={t('competitions.actions.edit')}
          to={`/admin?id=${id}`}
          disabledReason={null}
        />
      )}
      {rights.canEnter && (
        <>
          <ActionButton
            label={t('competitions.actions.enterFigures')}
            to={`/figura?compId=${id}`}
            disabledReason={reason('figura', isOpen, t('competitions.actions.entriesClosed'))}
          />
          <ActionButton
            label={t('competitions.actions.createCoachCard')}
            to={`/coachCard?compId=${id}`}
            disabledReason={reason('coachCard', isOpen, t('competitions.actions.entriesClosed'))}
          />
        </>
      )}
      <ActionButton
        label={t('competitions.actions.startList')}
        to={`/startList?id=${id}`}
        disabledReason={reason(
          'startList',
          startListDrawn,
          t('competitions.actions.startListEmpty'),
        )}
      />
      {rights.canEnterFigureResults && (
        <ActionButton
          label={t('competitions.actions.figureResults')}
          to={`/resultFiguras?compId=${id}`}
          disabledReason={reason(
            'resultFiguras',
            startListDrawn,
            t('competitions.actions.startListEmpty'),
          )}
        />
      )}
      <ActionButton
        label={t('competitions.actions.results')}
        to={`/resultList?id=${id}`}
        disabledReason={reason('resultList', resultsIn, t('competitions.actions.noResults'))}
      />
      <ActionButton
        label={t('competitions.actions.medals')}
        to={`/medals?id=${id}`}
        disabledReason={reason('medals', resultsIn, t('competitions.actions.noResults'))}
      />
      {rights.canEvaluateJudges && (
        <ActionButton
          label={t('competitions.actions.judges')}
          to={`/judges?compId=${id}`}
          disabledReason={reason('judges', true, '')}
        />
      )}
      {rights.canExport && <ExportCompetitionButton competition={competition} />}
      {rights.canDelete && (
        <Button size="xs" variant="light" color="red" onClick={() => onDelete(competition)}>
          {t('competitions.actions.delete')}
        </Button>
      )}
    </Group>
  );
}
