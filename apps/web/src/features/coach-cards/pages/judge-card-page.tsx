import { buildJudgeCards } from '@artistic/domain/coach-card/judge-cards';
import type { JudgeCard } from '@artistic/domain/coach-card/judge-cards';
import { Box, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CoachCardSheetData } from '../sheet-api';
import { CoachCardPdfButton, CoachCardSheetPage } from '../components/coach-card-sheet-page';

/** A label followed by an empty line to write on. */
function BlankLine({ label }: { label: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-end" style={{ flex: 1 }}>
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      <Box
        aria-hidden="true"
        style={{ flex: 1, borderBottom: '1px solid var(--mantine-color-gray-7)', height: 16 }}
      />
    </Group>
  );
}

function JudgeCardView({ card }: { card: JudgeCard }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="md"
      radius="sm"
      maw="34rem"
      component="section"
      aria-label={t('coachCardSheets.judge.title')}
    >
      <Stack gap="xs">
        <Text fw={700} ta="center" size="lg">
          {card.competitionName}
        </Text>
        <Group gap="md" wrap="nowrap">
          <BlankLine label={t('coachCardSheets.judge.presentationNumber')} />
          <BlankLine label={t('coachCardSheets.judge.date')} />
        </Group>
        <Text size="sm">
          <strong>{t('coachCardSheets.category')}:</strong> {card.categoryLabel} ({card.category})
        </Text>
        <Text size="sm">
          <strong>{t('coachCardSheets.scheme')}:</strong> {card.schemeLabel}
        </Text>
        <Text size="sm">
          <strong>{t('coachCardSheets.club')}:</strong> {card.club}
        </Text>
        {card.elements.length === 0 ? (
          <Text c="gray.7">{t('coachCardSheets.judge.noElements')}</Text>
        ) : (
          <Table withTableBorder withColumnBorders verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="3rem">{t('coachCardSheets.judge.number')}</Table.Th>
                <Table.Th>{t('coachCardSheets.judge.element')}</Table.Th>
                <Table.Th w="7rem">{t('coachCardSheets.judge.score')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {card.elements.map((element) => (
                <Table.Tr key={element.number}>
                  <Table.Td>{element.number}</Table.Td>
                  <Table.Td>
                    {element.group === null ? element.label : `${element.label} (${element.group})`}
                  </Table.Td>
                  <Table.Td />
                </Table.Tr>
              ))}
              {card.artistic.length > 0 && (
                <Table.Tr>
                  <Table.Th colSpan={3} scope="rowgroup">
                    {t('coachCardSheets.judge.artistic')}
                  </Table.Th>
                </Table.Tr>
              )}
              {card.artistic.map((name) => (
                <Table.Tr key={name}>
                  <Table.Td />
                  <Table.Td>{name}</Table.Td>
                  <Table.Td />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <BlankLine label={t('coachCardSheets.judge.judgeNumber')} />
        <BlankLine label={t('coachCardSheets.judge.signature')} />
      </Stack>
    </Paper>
  );
}

function JudgeCardSheetView({ data }: { data: CoachCardSheetData }) {
  const { t } = useTranslation();
  const sheet = useMemo(
    () => buildJudgeCards(data.coachCard, data.competition, data.ruleset),
    [data.coachCard, data.competition, data.ruleset],
  );

  return (
    <Stack gap="lg">
      <CoachCardPdfButton
        load={() => import('../../../pdf/judge-cards-pdf')}
        render={(module, context) =>
          module.renderJudgeCardsPdf(sheet, context.translate, context.language)
        }
        fileNameKey="coachCardSheets.judge.fileName"
        card={sheet.card}
      />
      <Text size="sm" data-testid="judge-card-count">
        {t('coachCardSheets.judge.printCount', { count: sheet.cards.length })}
      </Text>
      <JudgeCardView card={sheet.card} />
    </Stack>
  );
}

/** Judge card sheet (/pontCoachCard?id=): the card each judge fills in, with an A4 PDF. */
export function JudgeCardPage() {
  const { t } = useTranslation();
  return <CoachCardSheetPage title={t('coachCardSheets.judge.title')} view={JudgeCardSheetView} />;
}
