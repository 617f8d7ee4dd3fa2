import type { CoachCardState } from '@artistic/domain/core/enums';
import { COACH_CARD_STATE_LABELS } from '@artistic/domain/core/enums';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * A badge as wide as its label: in a table cell Mantine's badge may shrink and cut its label
 * ('RASC…', 'VERI…'); the table scrolls on a narrow screen instead (issue 17).
 */
const fullLabel = { minWidth: 'max-content', flexShrink: 0 } as const;

const colors: Record<CoachCardState, string> = {
  Rascunho: 'gray',
  Submetido: 'blue',
  Verificado: 'green',
};

/** The state of a coach card: Rascunho, Submetido or Verificado. */
export function StateBadge({ state }: { state: CoachCardState }) {
  const { i18n } = useTranslation();
  const labels = COACH_CARD_STATE_LABELS[state];
  return (
    <Badge color={colors[state]} variant="light" style={fullLabel}>
      {i18n.language.startsWith('en') ? labels.en : labels.pt}
    </Badge>
  );
}

/**
 * 'Alterações pedidas' on a draft the referee or admin sent back with a reason (issue 17),
 * until the club submits it again; the reason itself is on the card (and in the badge's title).
 */
export function ChangesRequestedBadge({ card }: { card: CoachCard }) {
  const { t } = useTranslation();
  if (card.State !== 'Rascunho' || !card.Motivo_alteracoes) return null;
  return (
    <Badge color="orange" variant="filled" title={card.Motivo_alteracoes} style={fullLabel}>
      {t('coachCards.list.changesRequested')}
    </Badge>
  );
}
