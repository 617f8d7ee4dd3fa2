import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { getCategoryLabel } from '../../../lib/category-options';
import { useEventTypeLabel } from '../../../lib/event-label';
import type { FigureSheetSession } from './use-figure-sheet-session';

interface FigureSheetToolbarProps {
  session: FigureSheetSession;
  categoryRef: RefObject<HTMLInputElement | null>;
  orderRef: RefObject<HTMLInputElement | null>;
}

/** The sheet's head: category, Ordem (Enter opens the athlete), the athlete and the Extra box. */
export function FigureSheetToolbar({ session, categoryRef, orderRef }: FigureSheetToolbarProps) {
  const { t, i18n } = useTranslation();
  const eventLabel = useEventTypeLabel();
  const { blocks, block, slots, sheet, category, isLocked, typedNumber, orderError } = session;

  const categoryOptions = blocks.map((b) => ({
    value: b.Categoria,
    label: getCategoryLabel(b.Categoria, i18n.language),
  }));

  let orderHint: string | undefined;
  if (block && slots.length > 0) {
    orderHint = t('figureResults.orderHint', {
      first: slots[0]?.Numero,
      last: slots.at(-1)?.Numero,
      saved: session.savedCount,
      total: slots.length,
    });
  }
  if (block && sheet && typedNumber !== null && typedNumber !== sheet.Number) {
    orderHint = t('figureResults.pressEnter', { number: typedNumber });
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
          <Group gap={6} align="flex-end" wrap="nowrap">
            <Select
              ref={categoryRef}
              flex={1}
              label={t('figureResults.category')}
              placeholder={t('figureResults.chooseCategory')}
              data={categoryOptions}
              value={category}
              onChange={session.changeCategory}
              allowDeselect={false}
              searchable
              selectFirstOptionOnChange
              disabled={isLocked}
              withAsterisk
            />
            {isLocked && (
              <Button variant="default" onClick={session.unlockCategory}>
                {t('figureResults.change')}
              </Button>
            )}
          </Group>
          <TextInput
            label={t('figureResults.event')}
            value={block ? eventLabel(block.Prova) : ''}
            readOnly
          />
          <TextInput label={t('figureResults.club')} value={sheet?.Clube ?? ''} readOnly />
          <Checkbox
            mt={{ base: 0, md: 'xl' }}
            label={t('figureResults.extra')}
            checked={sheet?.Extra ?? false}
            disabled={!sheet}
            onChange={(event) => session.changeExtra(event.currentTarget.checked)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
          <Group gap={6} align="flex-start" wrap="nowrap">
            <NumberInput
              ref={orderRef}
              flex={1}
              label={t('figureResults.order')}
              placeholder={category ? t('figureResults.orderPlaceholder') : undefined}
              description={orderError ? undefined : orderHint}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={orderError}
              value={session.orderText}
              onChange={session.changeOrderText}
              onKeyDown={session.onOrderKeyDown}
              disabled={!block}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              min={1}
              withAsterisk
            />
            <Button
              mt={25}
              variant="light"
              disabled={!block || typedNumber === null}
              loading={session.isOpening}
              onClick={session.openTypedNumber}
            >
              {t('figureResults.open')}
            </Button>
          </Group>
          <TextInput
            label={t('figureResults.licence')}
            value={sheet ? String(sheet.Atleta.Licenca) : ''}
            readOnly
          />
          <TextInput label={t('figureResults.name')} value={sheet?.Atleta.Nome ?? ''} readOnly />
          <TextInput
            label={t('figureResults.year')}
            value={sheet ? String(sheet.Atleta.Ano) : ''}
            readOnly
          />
        </SimpleGrid>
        {!block && (
          <Text size="sm" c="gray.7">
            {t('figureResults.chooseCategoryFirst')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
