import type { OfficialChange } from '@artistic/domain/transfer/official-changes';
import { officialChangeListSchema } from '@artistic/domain/transfer/official-changes';
import { Alert, List, Text, Textarea } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { getErrorMessage, isApiError } from '../lib/api-client';
import { formatScoreIn } from '../lib/score-format';

/** Items listed (the server sends the first 200). */
const MAX_SHOWN = 20;

/**
 * The 409 #official_results of an import or a snapshot restore (issue 36): what was signed or
 * answered that it would change or drop, and how many in all; null for any other error.
 */
export function officialChangesOfProblem(
  error: unknown,
): { changes: OfficialChange[]; total: number } | null {
  if (!isApiError(error) || error.status !== 409) return null;
  if (!error.problem.type.endsWith('#official_results')) return null;
  const problem = error.problem as { official?: unknown; officialCount?: unknown };
  const parsed = officialChangeListSchema.safeParse(problem.official);
  const changes = parsed.success ? parsed.data : [];
  const total = typeof problem.officialCount === 'number' ? problem.officialCount : changes.length;
  return { changes, total };
}

interface OfficialChangesNoticeProps {
  error: unknown;
  reason: string;
  onReason: (reason: string) => void;
}

/**
 * Names each official event (with its entries' totals before and after), correction and inquiry
 * the import or restore would change, and asks for the reason the confirmation needs: each
 * moved entry gets a correction with it, and its event becomes 'Provisório — corrigido'.
 */
export function OfficialChangesNotice({ error, reason, onReason }: OfficialChangesNoticeProps) {
  const { t, i18n } = useTranslation();
  const found = officialChangesOfProblem(error);
  if (!found) return null;
  const score = (n: number | null) => (n === null ? '—' : formatScoreIn(n, i18n.language));
  const shown = found.changes.slice(0, MAX_SHOWN);
  return (
    <Alert color="orange" variant="light" role="alert" title={t('officialChanges.title')}>
      <Text size="sm">{getErrorMessage(error)}</Text>
      {shown.length > 0 && (
        <List size="sm" mt="xs" aria-label={t('officialChanges.list')}>
          {shown.map((change) => (
            <List.Item key={`${change.kind}:${change.id}`}>
              {t(`officialChanges.${change.kind}.${change.change}`, { label: change.label })}
              {change.entries && change.entries.length > 0 && (
                <List size="sm" withPadding>
                  {change.entries.slice(0, MAX_SHOWN).map((entry) => (
                    <List.Item key={entry.entry}>
                      {t('officialChanges.entry', {
                        label: entry.label,
                        before: score(entry.before),
                        after: score(entry.after),
                      })}
                    </List.Item>
                  ))}
                </List>
              )}
            </List.Item>
          ))}
        </List>
      )}
      {found.total > shown.length && (
        <Text size="sm" mt="xs">
          {t('officialChanges.more', { count: found.total - shown.length })}
        </Text>
      )}
      <Textarea
        mt="sm"
        required
        label={t('officialChanges.reason')}
        description={t('officialChanges.reasonHint')}
        value={reason}
        onChange={(event) => onReason(event.currentTarget.value)}
        maxLength={500}
        rows={2}
      />
    </Alert>
  );
}
