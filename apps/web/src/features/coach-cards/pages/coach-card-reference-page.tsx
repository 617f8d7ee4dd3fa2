import { buildReferenceSheet } from '@artistic/domain/coach-card/reference-sheet';
import type { ReferenceSheet } from '@artistic/domain/coach-card/reference-sheet';
import { List, Paper, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { referenceSheetHead } from '../../../lib/reference-sheet-head';
import { decimalSeparator } from '../../../lib/score-format';
import type { CoachCardSheetData } from '../sheet-api';
import { CoachCardPdfButton, CoachCardSheetPage } from '../components/coach-card-sheet-page';
import { KeyboardScrollContainer } from '../../../components/keyboard-scroll-container';
import { useLanguage } from '../../../lib/language';

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

function NameList({ label, names }: { label: string; names: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      {names.length === 0 ? (
        <Text>{t('coachCardSheets.none')}</Text>
      ) : (
        <List size="sm" aria-label={label}>
          {names.map((name, index) => (
            <List.Item key={`${index}:${name}`}>{name}</List.Item>
          ))}
        </List>
      )}
    </div>
  );
}

function ElementsTable({ sheet }: { sheet: ReferenceSheet }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('coachCardSheets.elementsTitle')}
      </Title>
      <KeyboardScrollContainer minWidth={720}>
        <Table striped verticalSpacing="xs" aria-label={t('coachCardSheets.elementsTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('coachCardSheets.columns.time')}</Table.Th>
              <Table.Th>{t('coachCardSheets.columns.element')}</Table.Th>
              <Table.Th>{t('coachCardSheets.columns.order')}</Table.Th>
              <Table.Th>{t('coachCardSheets.columns.group')}</Table.Th>
              <Table.Th>{t('coachCardSheets.columns.declared')}</Table.Th>
              <Table.Th>{t('coachCardSheets.columns.bonus')}</Table.Th>
              <Table.Th ta="right">{t('coachCardSheets.columns.dd')}</Table.Th>
              <Table.Th>{t('coachCardSheets.columns.tc')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sheet.elements.map((element, index) => (
              <Table.Tr key={index}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{element.time}</Table.Td>
                <Table.Td>{element.element}</Table.Td>
                <Table.Td>{element.order}</Table.Td>
                <Table.Td>{element.group}</Table.Td>
                <Table.Td>{element.declared}</Table.Td>
                <Table.Td>{element.bonus}</Table.Td>
                <Table.Td ta="right">{element.dd}</Table.Td>
                <Table.Td>{element.tc}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={6} ta="right">
                {t('coachCardSheets.totalDeclared')}
              </Table.Th>
              <Table.Th ta="right">{sheet.totalDeclared}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </KeyboardScrollContainer>
    </Stack>
  );
}

function ReferenceSheetView({ data }: { data: CoachCardSheetData }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sheet = useMemo(
    () =>
      buildReferenceSheet(data.coachCard, data.competition, {
        decimalSeparator: decimalSeparator(language),
      }),
    [data.coachCard, data.competition, language],
  );
  // Editable for the PDF only: never saved.
  const [theme, setTheme] = useState(sheet.theme);

  return (
    <Stack gap="lg">
      <CoachCardPdfButton
        load={() => import('../../../pdf/reference-sheet-pdf')}
        render={(module, context) =>
          module.renderReferenceSheetPdf(sheet, theme, context.translate, context.language)
        }
        fileNameKey="coachCardSheets.reference.fileName"
        card={sheet}
      />
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {referenceSheetHead(sheet, (key) => t(key)).map((field) => (
              <ReadOnlyField key={field.label} label={field.label} value={field.value} />
            ))}
          </SimpleGrid>
          <Textarea
            label={t('coachCardSheets.theme')}
            description={t('coachCardSheets.themeHint')}
            resize="vertical"
            rows={2}
            value={theme}
            onChange={(event) => setTheme(event.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NameList label={t('coachCardSheets.athletes')} names={sheet.athletes} />
            <NameList label={t('coachCardSheets.reserves')} names={sheet.reserves} />
          </SimpleGrid>
        </Stack>
      </Paper>
      {sheet.elements.length > 0 && <ElementsTable sheet={sheet} />}
    </Stack>
  );
}

/** Coach card reference sheet (/refCoachCard?id=): read-only, with an A4 PDF. */
export function CoachCardReferencePage() {
  const { t } = useTranslation();
  return (
    <CoachCardSheetPage title={t('coachCardSheets.reference.title')} view={ReferenceSheetView} />
  );
}
