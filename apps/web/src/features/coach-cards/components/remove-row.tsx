import { Button, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';

/** The head of the column of remove buttons: named for screen readers only. */
export function RemoveRowHeader() {
  const { t } = useTranslation();
  return (
    <Table.Th w={90}>
      <VisuallyHidden>{t('coachCards.form.remove')}</VisuallyHidden>
    </Table.Th>
  );
}

/** The button at the end of a table row that removes it; `label` names the row. */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button size="xs" variant="subtle" color="red" aria-label={label} onClick={onClick}>
      {t('coachCards.form.remove')}
    </Button>
  );
}
