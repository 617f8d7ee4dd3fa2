import { isRoutineType } from '@artistic/domain/core/enums';
import { listProvisionalFactors } from '@artistic/domain/ruleset/provisional';
import type { Ruleset } from '@artistic/domain/ruleset/document';
import type { Competition } from '@artistic/domain/competition/schema';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';

/** Whether any routine event of the competition is scored with a provisional factor. */
export function hasProvisionalRoutines(
  competition: Pick<Competition, 'Ordem'>,
  ruleset: Ruleset,
): boolean {
  return competition.Ordem.some(
    (item) =>
      isRoutineType(item.Tipo) &&
      listProvisionalFactors(item.Tipo, item.Categoria, ruleset).length > 0,
  );
}

/**
 * The admin's warning on a competition row (issue 16): its routine events would be scored with
 * factors the federation has not confirmed yet; the badge links to the ruleset to confirm them.
 */
export function ProvisionalRulesetBadge({ rulesetId }: { rulesetId: string }) {
  const { t } = useTranslation();
  return (
    <Text size="sm">
      <Badge
        component={Link}
        to={`/admin/rules?id=${encodeURIComponent(rulesetId)}`}
        color="yellow"
        variant="light"
        title={t('rulesets.markers.competitionTitle')}
        style={{ cursor: 'pointer' }}
      >
        {t('rulesets.markers.competition')}
      </Badge>
    </Text>
  );
}
