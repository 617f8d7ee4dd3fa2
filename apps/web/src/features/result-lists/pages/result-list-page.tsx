import { isRoutineType } from '@artistic/domain/core/enums';
import { listProvisionalFactors } from '@artistic/domain/ruleset/provisional';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParam } from '../../../components/use-search-param';
import { LoadState } from '../../../components/load-state-alerts';
import { PdfActions, usePdfDownload } from '../../../components/use-pdf-download';
import { buildResultListView } from '../../../lib/result-list-view';
import { usePermissions } from '../../../lib/permissions';
import { getRulesetId, useRuleset } from '../../../lib/rulesets';
import { formatDecimalIn } from '../../../lib/score-format';
import { useResultList, useResultListCompetition } from '../api';
import { ResultBlockTable } from '../components/result-block-table';
import { PrintedPage } from '../../../components/printed-page';
import './result-list-page.css';
import { useLanguage } from '../../../lib/language';

/** Result list (/resultList?id=): public, refreshed every few seconds while results come in. */
export function ResultListPage() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const id = useSearchParam('id');
  const resultList = useResultList(id);
  // Admins and referees see which routine blocks use provisional factors (issue 16).
  const mayMark = usePermissions().can('ui.result');
  const competition = useResultListCompetition(id, mayMark);
  const ruleset = useRuleset(mayMark && competition.data ? getRulesetId(competition.data) : null);
  const provisionalOf = useMemo(() => {
    const markers = new Map<string, string>();
    const rules = mayMark ? ruleset.data?.ruleset : undefined;
    if (!rules || !resultList.data) return markers;
    for (const block of resultList.data.blocks) {
      if (block.kind !== 'routine' || !isRoutineType(block.Prova)) continue;
      const factors = listProvisionalFactors(block.Prova, block.Categoria, rules);
      if (factors.length > 0) {
        markers.set(
          `${block.Ordem}`,
          factors
            .map((factor) => `${factor.row} ${formatDecimalIn(factor.value, i18n.language)}`)
            .join(' · '),
        );
      }
    }
    return markers;
  }, [mayMark, ruleset.data, resultList.data, i18n.language]);
  const pdf = usePdfDownload(
    () => import('../../../pdf/result-list-pdf'),
    t('resultLists.pdfFailed'),
  );
  const view = useMemo(
    () =>
      resultList.data
        ? buildResultListView(resultList.data, (key, options) => t(key, options), language)
        : null,
    [resultList.data, t, language],
  );

  let content;
  if (view === null) {
    content = (
      <LoadState query={resultList} texts="resultLists" isMissingId={id === ''} notFound retry />
    );
  } else {
    // Shown even when the last refetch failed: the previous results stay on screen.
    content = (
      <Stack gap="md">
        <Text size="lg" fw={500} className="result-list-competition">
          {t('resultLists.competitionLine', { name: view.competitionName, date: view.date })}
        </Text>
        {resultList.isRefetchError && (
          <Text size="sm" c="orange.9" role="status" className="result-list-no-print">
            {t('resultLists.offline')}
          </Text>
        )}
        {view.isEmpty ? (
          <Text c="gray.7">{t('resultLists.empty')}</Text>
        ) : (
          <>
            <PdfActions
              pdf={pdf}
              onDownload={() =>
                pdf.download(
                  (module, context) =>
                    module.renderResultListPdf(view, context.translate, context.language),
                  t('resultLists.fileName', { name: view.competitionName }),
                )
              }
              downloadLabel={t('resultLists.pdf')}
              printLabel={t('resultLists.print')}
              noPrintClassName="result-list-no-print"
            />
            {view.blocks.map((block) => (
              <ResultBlockTable
                key={block.key}
                block={block}
                provisional={provisionalOf.get(block.key)}
              />
            ))}
          </>
        )}
      </Stack>
    );
  }

  return (
    <PrintedPage
      name="result-list"
      title={t('resultLists.title')}
      back={{ to: '/competition', label: t('resultLists.back') }}
    >
      {content}
    </PrintedPage>
  );
}
