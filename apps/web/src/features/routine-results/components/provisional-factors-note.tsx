import { listProvisionalFactors } from '@artistic/domain/ruleset/provisional';
import type { Ruleset } from '@artistic/domain/ruleset/document';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import { Alert } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useNumberFormat } from '../../../lib/score-format';

interface ProvisionalFactorsNoteProps {
  card: Pick<CoachCard, 'Esquema' | 'Categoria'>;
  ruleset: Ruleset;
}

/**
 * Says which factors of this routine and category are still provisional in the competition's
 * ruleset (issue 16), e.g. 'Fatores provisórios: HIB 0,5 · Coreografia & Musicalidade 1,8',
 * so no score is silently computed with a value the federation has not confirmed.
 */
export function ProvisionalFactorsNote({ card, ruleset }: ProvisionalFactorsNoteProps) {
  const { t } = useTranslation();
  const { decimal } = useNumberFormat();
  const factors = listProvisionalFactors(card.Esquema, card.Categoria, ruleset);
  if (factors.length === 0) return null;
  const list = factors.map((factor) => `${factor.row} ${decimal(factor.value)}`).join(' · ');
  return (
    <Alert
      color="yellow"
      variant="light"
      role="group"
      aria-label={t('rulesets.markers.block')}
      title={t('rulesets.provisional')}
    >
      {t('rulesets.markers.sheet', { list })}
    </Alert>
  );
}
