import type { Ruleset } from '@artistic/domain/ruleset/document';
import { applyDeclaredValues } from '@artistic/domain/coach-card/declared-values';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import { Badge, List, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * What the ruleset refuses on a stored card: a code no table knows (older or imported data,
 * which the server keeps as declared for someone to correct), the same messages the server gives.
 */
export function getCodeProblems(
  card: Pick<CoachCard, 'Esquema' | 'Elementos'>,
  ruleset: Ruleset,
): string[] {
  return applyDeclaredValues(card, { ruleset, replaceValues: true }).problems.map((p) => p.message);
}

/** A card's code problems, shown in its row of /listCoachCard. */
export function CodeProblems({ problems }: { problems: readonly string[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <Stack gap={2} mt={4}>
      <Badge color="red" variant="light" size="sm" style={{ alignSelf: 'flex-start' }}>
        {t('coachCards.list.codesToCorrect')}
      </Badge>
      <List size="xs" c="red.9" spacing={0}>
        {problems.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
