import type { CoachCardState } from '@artistic/domain/core/enums';
import {
  CATEGORY_LABELS,
  COACH_CARD_STATE_LABELS,
  eventTypeLabel,
} from '@artistic/domain/core/enums';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import type { Competition } from '@artistic/domain/competition/schema';
import { Badge, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

const stateColors: Record<CoachCardState, string> = {
  Rascunho: 'gray',
  Submetido: 'blue',
  Verificado: 'green',
};

/** The start number of the card in the competition's start list, if it was drawn. */
export function findStartNumber(competition: Competition, cardId: string): number | null {
  for (const block of competition.StartList) {
    const slot = block.Atletas_start.find((s) => s.CoachCardId === cardId);
    if (slot) return slot.Numero;
  }
  return null;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600} component="div">
        {children}
      </Text>
    </div>
  );
}

interface RoutineSheetHeaderProps {
  card: CoachCard;
  competition: Competition;
  /** The number saved with the result, when the start list no longer has the card. */
  savedNumber?: number | undefined;
}

/** Who and what is being scored: competition, category, routine, club, theme, people, start number. */
export function RoutineSheetHeader({ card, competition, savedNumber }: RoutineSheetHeaderProps) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith('en');
  const category = CATEGORY_LABELS[card.Categoria];
  const startNumber = findStartNumber(competition, card._id) ?? savedNumber ?? null;
  const people = (list: CoachCard['Atletas']) =>
    list.length === 0
      ? t('routineResults.header.none')
      : list.map((p) => `${p.Nome} (${p.Licenca})`).join(', ');
  const state = COACH_CARD_STATE_LABELS[card.State];

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={t('routineResults.header.title')}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
        <Field label={t('routineResults.header.competition')}>{competition.Nome}</Field>
        <Field label={t('routineResults.header.category')}>
          {card.Categoria} — {en ? category.en : category.pt}
        </Field>
        <Field label={t('routineResults.header.routine')}>
          {eventTypeLabel(card.Esquema, en ? 'en' : 'pt')}
        </Field>
        <Field label={t('routineResults.header.startNumber')}>
          {startNumber === null ? t('routineResults.header.noStartNumber') : startNumber}
        </Field>
        <Field label={t('routineResults.header.club')}>{card.Clube}</Field>
        <Field label={t('routineResults.header.theme')}>{card.Tema_esquema}</Field>
        <Field label={t('routineResults.header.athletes')}>{people(card.Atletas)}</Field>
        <Field label={t('routineResults.header.reserves')}>{people(card.Reservas)}</Field>
        <Field label={t('routineResults.header.state')}>
          <Badge color={stateColors[card.State]} variant="light">
            {en ? state.en : state.pt}
          </Badge>
        </Field>
        <Field label={t('routineResults.header.judges')}>{competition.JuizesCoachCard}</Field>
      </SimpleGrid>
    </Paper>
  );
}
