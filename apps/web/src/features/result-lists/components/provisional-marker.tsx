import type { Competition } from '@artistic/domain/competition/schema';
import { competitionSchema } from '@artistic/domain/competition/schema';
import { isRoutineType } from '@artistic/domain/core/enums';
import type { ResultListResponse } from '@artistic/domain/result-list/schema';
import { listProvisionalFactors } from '@artistic/domain/ruleset/provisional';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { plainStyles } from '../../../components/plain/plain';
import { useTranslation } from '../../../i18n/use-translation';
import { useAccessToken } from '../../../lib/auth';
import { getJson } from '../../../lib/json-api';
import { getRulesetId, useRuleset } from '../../../lib/rulesets';
import { formatDecimalIn } from '../../../lib/score-format';

/**
 * The competition of a result list, for admins and referees (the page renders this module for
 * them only): its ruleset says which routine blocks are scored with provisional factors.
 */
function useResultListCompetition(competitionId: string) {
  const token = useAccessToken();
  return useQuery({
    queryKey: ['resultList', competitionId, 'competition'],
    enabled: competitionId !== '' && Boolean(token),
    queryFn: ({ signal }): Promise<Competition> =>
      getJson(`/api/competitions/${encodeURIComponent(competitionId)}`, competitionSchema, {
        token,
        signal,
        invalid: 'resultLists.invalidResponse',
      }),
  });
}

interface ProvisionalMarkerProps {
  competitionId: string;
  block: ResultListResponse['blocks'][number];
}

/**
 * The marker of a routine block scored with provisional factors ('HIB 0,5 · Desempenho 1,6'),
 * shown to admins and referees only (issue 16). Loaded on demand for them (ADR 050): a visitor's
 * result list builds neither the competition's nor the ruleset's schemas.
 */
export function ProvisionalMarker({ competitionId, block }: ProvisionalMarkerProps) {
  const { t, i18n } = useTranslation();
  const competition = useResultListCompetition(competitionId);
  const ruleset = useRuleset(competition.data ? getRulesetId(competition.data) : null);
  const factors = useMemo(() => {
    const rules = ruleset.data?.ruleset;
    if (!rules || block.kind !== 'routine' || !isRoutineType(block.Prova)) return undefined;
    const list = listProvisionalFactors(block.Prova, block.Categoria, rules);
    if (list.length === 0) return undefined;
    return list
      .map((factor) => `${factor.row} ${formatDecimalIn(factor.value, i18n.language)}`)
      .join(' · ');
  }, [ruleset.data, block, i18n.language]);
  if (!factors) return null;
  return (
    <div className={`${plainStyles.row} result-list-no-print`} style={{ marginBottom: 10 }}>
      <span className={plainStyles.badge}>{t('rulesets.markers.block')}</span>
      <p className={plainStyles.small}>{t('rulesets.markers.blockTitle', { list: factors })}</p>
    </div>
  );
}
