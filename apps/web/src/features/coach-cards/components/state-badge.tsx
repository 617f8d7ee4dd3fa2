import type { CoachCardState } from '@artistic/domain/enums';
import { COACH_CARD_STATE_LABELS } from '@artistic/domain/enums';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
    <Badge color={colors[state]} variant="light">
      {i18n.language.startsWith('en') ? labels.en : labels.pt}
    </Badge>
  );
}
