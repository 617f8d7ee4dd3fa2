import type { CoachCardCheck } from '@artistic/domain/coach-card/checks';
import { Alert, List, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';

/** The message of a check in the current language, with its values. */
export function translateCheck(
  t: TFunction,
  check: { readonly message: string; readonly params?: CoachCardCheck['params'] },
) {
  return t(check.message, { ...check.params });
}

/** Where a check is, as a person reads it: 'Elemento 3', 'Atleta 2', 'Atletas'. */
function describePlace(t: TFunction, path: string): string {
  const [field, row] = path.split('.');
  const n = Number(row) + 1;
  if (field === 'Elementos')
    return row === undefined
      ? t('coachCards.checks.where.elements')
      : t('coachCards.checks.where.element', { row: n });
  if (field === 'Atletas')
    return row === undefined
      ? t('coachCards.checks.where.athletes')
      : t('coachCards.checks.where.athlete', { row: n });
  if (field === 'Reservas')
    return row === undefined
      ? t('coachCards.checks.where.reserves')
      : t('coachCards.checks.where.reserve', { row: n });
  return path;
}

/** The checks of one element or person, shown beside it. */
export function CheckNotes({ checks }: { checks: readonly CoachCardCheck[] }) {
  const { t } = useTranslation();
  if (checks.length === 0) return null;
  return (
    <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {checks.map((check, i) => (
        <Text
          key={`${check.path}-${check.message}-${i}`}
          component="li"
          size="sm"
          c={check.severity === 'blocking' ? 'red.8' : 'orange.9'}
          data-severity={check.severity}
        >
          <Text span fw={700} inherit>
            {check.severity === 'blocking'
              ? t('coachCards.checks.blocking')
              : t('coachCards.checks.warning')}
            :{' '}
          </Text>
          {translateCheck(t, check)}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The checks of one row of a table (an element, a person), in a row of their own under it; no
 * row when there are none.
 */
export function RowCheckNotes({
  checks,
  of,
  colSpan,
  label,
}: {
  checks: readonly CoachCardCheck[];
  /** The form path of the row the checks are about ('Elementos.2'). */
  of: string;
  colSpan: number;
  label?: string;
}) {
  if (checks.length === 0) return null;
  return (
    <Table.Tr data-checks-of={of}>
      <Table.Td colSpan={colSpan} pt={0}>
        {/* Sticks to the left edge, so it stays in view while the table scrolls. */}
        <div
          style={{
            position: 'sticky',
            left: 0,
            maxWidth: 'min(100%, calc(100vw - 3rem))',
          }}
          aria-label={label}
        >
          <CheckNotes checks={checks} />
        </div>
      </Table.Td>
    </Table.Tr>
  );
}

/** Every check of the card: what keeps it from being submitted, then the warnings. */
export function CardChecksSummary({
  checks,
  readOnly,
}: {
  checks: readonly CoachCardCheck[];
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const blockers = checks.filter((c) => c.severity === 'blocking');
  const warnings = checks.filter((c) => c.severity === 'warning');
  const list = (items: CoachCardCheck[]) => (
    <List size="sm" mt="xs" spacing={2}>
      {items.map((check, i) => (
        <List.Item key={`${check.path}-${check.message}-${i}`}>
          <Text span fw={700} inherit>
            {describePlace(t, check.path)}:
          </Text>{' '}
          {translateCheck(t, check)}
        </List.Item>
      ))}
    </List>
  );
  return (
    <>
      {blockers.length > 0 && (
        <Alert
          color="red"
          variant="light"
          title={t('coachCards.checks.blockingTitle')}
          role="region"
          aria-label={t('coachCards.checks.blockingTitle')}
        >
          <Text size="sm">
            {readOnly
              ? t('coachCards.checks.blockingTextReadOnly')
              : t('coachCards.checks.blockingText')}
          </Text>
          {list(blockers)}
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          title={t('coachCards.checks.warningsTitle', { n: warnings.length })}
          role="region"
          aria-label={t('coachCards.checks.warningsTitle', { n: warnings.length })}
        >
          <Text size="sm">{t('coachCards.checks.warningsText')}</Text>
          {list(warnings)}
        </Alert>
      )}
    </>
  );
}
