import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { KeyboardScrollContainer } from '../../../components/keyboard-scroll-container';
import type { JudgeEvaluationView, PanelView } from '../../../lib/judge-evaluation-view';

const numberCell = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** The columns of a panel's table, left to right (i18n `judgeEvaluation.columns.<column>`). */
export const EVALUATION_COLUMNS = [
  'seat',
  'marks',
  'meanDeviation',
  'meanAbsDeviation',
  'droppedHigh',
  'droppedLow',
  'rankCorrelation',
  'clubDeviation',
] as const;

/** One panel: a row per seat, J1..Jn with the judge's name, and what the marks say of it. */
function PanelTable({ panel }: { panel: PanelView }) {
  const { t } = useTranslation();
  const headingId = `judges-${panel.panel}`;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="xs">
        {panel.heading}
      </Title>
      {panel.isEmpty ? (
        <Text c="gray.7">{t('judgeEvaluation.panelEmpty')}</Text>
      ) : (
        <KeyboardScrollContainer minWidth={860}>
          <Table
            withTableBorder
            striped
            fz="sm"
            horizontalSpacing={6}
            verticalSpacing="xs"
            aria-labelledby={headingId}
          >
            <Table.Thead>
              <Table.Tr>
                {EVALUATION_COLUMNS.map((column) => (
                  <Table.Th
                    key={column}
                    style={column === 'seat' || column === 'clubDeviation' ? undefined : numberCell}
                  >
                    {t(`judgeEvaluation.columns.${column}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {panel.seats.map((seat) => (
                <Table.Tr key={seat.key}>
                  <Table.Th scope="row" style={{ fontWeight: 400 }}>
                    <Text span fw={700} size="sm">
                      {seat.seat}
                    </Text>{' '}
                    {seat.name === '' ? (
                      <Text span c="gray.7" size="sm">
                        {t('judgeEvaluation.unnamed')}
                      </Text>
                    ) : (
                      <>
                        {seat.name}
                        {seat.club !== '' && (
                          <Text span c="gray.7" size="xs" display="block">
                            {seat.club}
                          </Text>
                        )}
                      </>
                    )}
                  </Table.Th>
                  <Table.Td style={numberCell}>{seat.marks}</Table.Td>
                  <Table.Td style={numberCell}>{seat.meanDeviation}</Table.Td>
                  <Table.Td style={numberCell}>{seat.meanAbsDeviation}</Table.Td>
                  <Table.Td style={numberCell}>{seat.droppedHigh}</Table.Td>
                  <Table.Td style={numberCell}>{seat.droppedLow}</Table.Td>
                  <Table.Td style={numberCell}>{seat.rankCorrelation}</Table.Td>
                  <Table.Td>
                    {seat.clubDeviation}
                    {seat.flagged && (
                      <Badge color="red" variant="light" ml={6}>
                        {t('judgeEvaluation.flag')}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </KeyboardScrollContainer>
      )}
    </section>
  );
}

/** Both panels, figures first. */
export function EvaluationTables({ view }: { view: JudgeEvaluationView }) {
  return (
    <Stack gap="lg">
      {view.panels.map((panel) => (
        <PanelTable key={panel.panel} panel={panel} />
      ))}
    </Stack>
  );
}
