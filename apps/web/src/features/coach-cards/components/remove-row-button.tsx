import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The button at the end of a table row that removes it; `label` names the row. */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button size="xs" variant="subtle" color="red" aria-label={label} onClick={onClick}>
      {t('coachCards.form.remove')}
    </Button>
  );
}
