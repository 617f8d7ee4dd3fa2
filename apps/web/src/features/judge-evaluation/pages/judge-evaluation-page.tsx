import { DEFAULT_BIAS_THRESHOLD } from '@artistic/domain/judge-panel/evaluation-schema';
import { Group, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { DecimalInput } from '../../../components/decimal-input';
import { LoadState } from '../../../components/load-state-alerts';
import { PageFrame } from '../../../components/page-frame';
import { usePermissionBlock } from '../../../components/permission-block';
import { PdfActions, usePdfDownload } from '../../../components/use-pdf-download';
import { useSearchParam } from '../../../components/use-search-param';
import { useTranslation } from '../../../i18n/use-translation';
import { buildJudgeEvaluationView } from '../../../lib/judge-evaluation-view';
import { useLanguage } from '../../../lib/language';
import { usePermissions } from '../../../lib/permissions';
import { useJudgeEvaluation, useJudgeNames } from '../api';
import { EvaluationTables } from '../components/evaluation-tables';
import { JudgeHistory } from '../components/judge-history';
import { JudgeNamesForm } from '../components/judge-names-form';

/** A threshold the page asks with: a number from 0 to 10 points (else the last good one stays). */
const isThreshold = (value: number | string): value is number =>
  typeof value === 'number' && value >= 0 && value <= 10;

/**
 * 'Avaliação de juízes' (/judges?compId=, referees and admins, issue 23): per panel and seat, from
 * the stored sheets, how far the judge's marks stood from the panel's trimmed mean, how often
 * they were the dropped high or low mark, how the judge's own ranking matched the final one and,
 * for a judge of a known club, that club's entries against the others' (flagged above the
 * threshold set here). The admin names the judge of each seat; as an A4 PDF too.
 */
export function JudgeEvaluationPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const competitionId = useSearchParam('compId');
  const permissions = usePermissions();
  const may = permissions.can('judges.evaluate');
  const mayName = permissions.can('judges.name');
  const blocked = usePermissionBlock(
    may,
    'judgeEvaluation.noPermission',
    'judgeEvaluation.loading',
  );
  const [typed, setTyped] = useState<number | string>(DEFAULT_BIAS_THRESHOLD);
  const [bias, setBias] = useState(DEFAULT_BIAS_THRESHOLD);
  // The evaluation is asked again once the typing stops (not for every key: '0,5' passes by '0').
  useEffect(() => {
    if (!isThreshold(typed)) return;
    const timer = setTimeout(() => setBias(typed), 400);
    return () => clearTimeout(timer);
  }, [typed]);
  const evaluation = useJudgeEvaluation(competitionId, bias, may);
  const names = useJudgeNames(competitionId, mayName);
  const pdf = usePdfDownload(
    () => import('../../../pdf/judge-evaluation-pdf'),
    t('judgeEvaluation.pdfFailed'),
  );
  const view = useMemo(
    () => (evaluation.data ? buildJudgeEvaluationView(evaluation.data, language, t) : null),
    [evaluation.data, language, t],
  );

  let content;
  if (blocked) content = blocked;
  else if (competitionId === '' || !evaluation.isSuccess || view === null)
    content = (
      <LoadState
        query={evaluation}
        texts="judgeEvaluation"
        isMissingId={competitionId === ''}
        notFound
        retry
      />
    );
  else
    content = (
      <Stack gap="lg">
        <Stack gap="xs">
          <Text size="lg" fw={500}>
            {t('judgeEvaluation.competitionLine', { name: view.competitionName, date: view.date })}
          </Text>
          <Text size="sm" c="gray.7">
            {t('judgeEvaluation.rules')}
          </Text>
        </Stack>
        <Group align="flex-end" gap="md" wrap="wrap">
          <DecimalInput
            label={t('judgeEvaluation.threshold')}
            description={t('judgeEvaluation.thresholdHint')}
            w={260}
            value={typed}
            error={isThreshold(typed) ? undefined : t('judgeEvaluation.thresholdInvalid')}
            onChange={setTyped}
          />
          <PdfActions
            pdf={pdf}
            onDownload={() =>
              pdf.download(
                (module, context) =>
                  module.renderJudgeEvaluationPdf(
                    buildJudgeEvaluationView(evaluation.data, context.language, context.translate),
                    context.translate,
                    context.language,
                  ),
                t('judgeEvaluation.fileName', { name: view.competitionName }),
              )
            }
            downloadLabel={t('judgeEvaluation.pdf')}
          />
        </Group>
        {view.isEmpty ? (
          <Text c="gray.7">{t('judgeEvaluation.empty')}</Text>
        ) : (
          <EvaluationTables view={view} />
        )}
        {view.judgeNames.length > 0 && <JudgeHistory names={view.judgeNames} bias={bias} />}
        {mayName && names.isSuccess && (
          <JudgeNamesForm
            competitionId={competitionId}
            names={names.data}
            onReload={() => void names.refetch()}
          />
        )}
        {mayName && !names.isSuccess && (
          <LoadState query={names} texts="judgeEvaluation.names" retry />
        )}
      </Stack>
    );

  return (
    <PageFrame
      title={t('judgeEvaluation.title')}
      back={{ to: '/competition', label: t('judgeEvaluation.back') }}
    >
      {content}
    </PageFrame>
  );
}
