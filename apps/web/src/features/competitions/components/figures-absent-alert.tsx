import { eventTypeLabel } from '@artistic/domain/core/enums';
import { listRoutinesWithoutFigures } from '@artistic/domain/figures/figure-points';
import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../lib/language';

interface OrderEvent {
  readonly Tipo: string;
  readonly Categoria: string;
}

/**
 * Per category ('JUV'), the INF/JUV routine events of an order whose category holds no figures
 * event ('DUETO LIVRE', …): their totals will be the routine's own, without figure points
 * (ADR 062). Empty when every such routine has its figures.
 */
export function groupRoutinesWithoutFigures(
  ordem: readonly OrderEvent[],
): { category: string; events: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const event of listRoutinesWithoutFigures(ordem)) {
    const events = groups.get(event.Categoria) ?? [];
    if (!events.includes(event.Tipo)) events.push(event.Tipo);
    groups.set(event.Categoria, events);
  }
  return [...groups].map(([category, events]) => ({ category, events }));
}

/**
 * The warning of the competition form and of the draw: INF/JUV routine events without a figures
 * event of their category add no figure points (ADR 062). Nothing when there are none.
 */
export function FiguresAbsentAlert({ ordem }: { ordem: readonly OrderEvent[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const groups = groupRoutinesWithoutFigures(ordem);
  if (groups.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      role="alert"
      title={t('competitions.figuresAbsent.title')}
    >
      <List size="sm">
        {groups.map(({ category, events }) => (
          <List.Item key={category}>
            {t('competitions.figuresAbsent.item', {
              category,
              events: events.map((event) => eventTypeLabel(event, language)).join(', '),
            })}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        {t('competitions.figuresAbsent.hint')}
      </Text>
    </Alert>
  );
}
