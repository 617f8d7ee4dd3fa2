import { Alert, Badge, Button, Group, Kbd, List, Stack, Text } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { SaveOutcomeAlerts } from '../../../components/save-outcome-alerts';
import { CorrectionReasonModal } from '../../../components/correction-reason-modal';
import { FigureSheetTables } from './figure-sheet-tables';
import type { FigureSheet } from './figure-sheet-values';
import type { FigureSheetSession } from './use-figure-sheet-session';

interface FigureSheetGridProps {
  session: FigureSheetSession;
  sheet: FigureSheet;
  score: NonNullable<FigureSheetSession['score']>;
  gridRef: RefObject<HTMLDivElement | null>;
}

/** The open athlete's sheet: one marks table per figure, what is wrong, and Gravar. */
export function FigureSheetGrid({ session, sheet, score, gridRef }: FigureSheetGridProps) {
  const { t, i18n } = useTranslation();
  const { problems, save } = session;

  /** 'Resultados_fig.0.J5' → 'Barracuda — J5'. */
  function describePath(path: string): string {
    const match = /^Resultados_fig\.(\d+)(?:\.(\w+))?/.exec(path);
    if (match) {
      const row = sheet.rows[Number(match[1])];
      const name = row?.Name ?? t('figureResults.figureNumber', { number: Number(match[1]) + 1 });
      const field = match[2];
      if (!field || field === 'Name') return name;
      return `${name} — ${field === 'Penalties' ? t('figureResults.penalties') : field}`;
    }
    const known: Record<string, string> = {
      Number: t('figureResults.order'),
      Esquema: t('figureResults.event'),
      Categoria: t('figureResults.category'),
      Atleta: t('figureResults.athlete'),
      comp_id: t('figureResults.competition'),
    };
    return known[path.split('.')[0] ?? ''] ?? path;
  }

  function translate(message: string): string {
    return i18n.exists(message) ? t(message) : message;
  }

  function describeField(path: string, message: string): string {
    return `${describePath(path)}: ${translate(message)}`;
  }

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>
          {t('figureResults.sheetTitle', {
            number: sheet.Number,
            name: sheet.Atleta.Nome,
          })}
        </Text>
        {sheet.id === null ? (
          <Badge variant="light" color="gray">
            {t('figureResults.newSheet')}
          </Badge>
        ) : (
          <Badge variant="light" color="blue">
            {t('figureResults.savedSheet', { version: sheet.version })}
          </Badge>
        )}
        {session.isDirty && (
          <Badge variant="light" color="orange">
            {t('figureResults.unsaved')}
          </Badge>
        )}
        {sheet.Extra && (
          <Badge variant="light" color="grape">
            {t('figureResults.extraBadge')}
          </Badge>
        )}
      </Group>
      {sheet.rows.length === 0 ? (
        <Alert color="yellow" variant="light" role="alert">
          {t('figureResults.noFigures')}
        </Alert>
      ) : (
        <FigureSheetTables
          key={session.loadCount}
          sheet={sheet}
          panel={session.panel}
          step={session.step}
          score={score}
          showPenalty={session.showPenalty}
          gridRef={gridRef}
          onMarkChange={session.changeMark}
          onPenaltyChange={session.changePenalty}
        />
      )}

      {problems.length > 0 && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('figureResults.problemsTitle', { count: problems.length })}
        >
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={`${problem.row}:${problem.column}`}>
                {sheet.rows[problem.row]?.Name} —{' '}
                {problem.column === 'penalty' ? t('figureResults.penalties') : problem.column}:{' '}
                {t(problem.message, { min: 1, max: 10 })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}

      <CorrectionReasonModal
        error={save.error}
        saving={save.isPending}
        onSave={(reason) => session.saveSheet(reason)}
        onCancel={() => save.reset()}
      />
      <SaveOutcomeAlerts
        error={save.error}
        texts="figureResults"
        onReload={session.reloadFromServer}
        isReloading={session.isOpening}
        sheet={{ describeField, conflictKey: 'conflictText', reloadSize: 'sm' }}
      />

      <Group gap="sm" wrap="wrap">
        <Button
          onClick={() => session.saveSheet()}
          loading={save.isPending}
          disabled={problems.length > 0 || sheet.rows.length === 0}
        >
          {t('figureResults.save')}
        </Button>
        <Text size="sm" c="gray.7">
          {t('figureResults.shortcuts')} <Kbd>Enter</Kbd> · <Kbd>↑</Kbd> <Kbd>↓</Kbd> ·{' '}
          <Kbd>Ctrl</Kbd>+<Kbd>S</Kbd>
        </Text>
      </Group>
      {session.missing > 0 && problems.length === 0 && (
        <Text size="sm" c="gray.7">
          {t('figureResults.incomplete', { count: session.missing })}
        </Text>
      )}
    </Stack>
  );
}
