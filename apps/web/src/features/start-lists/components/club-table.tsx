import type { StartListSheet } from '@artistic/domain/start-list/sheet';
import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ClubTableProps {
  sheet: StartListSheet;
}

const numberCell = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** Distinct athletes (by licence) per club, with the total. */
export function ClubTable({ sheet }: ClubTableProps) {
  const { t } = useTranslation();
  return (
    <section className="start-list-clubs" aria-labelledby="start-list-clubs-title">
      <Title order={2} size="h4" mb="xs" id="start-list-clubs-title">
        {t('startLists.clubs.title')}
      </Title>
      <Table
        withTableBorder
        striped
        verticalSpacing={4}
        horizontalSpacing="xs"
        className="start-list-table"
        aria-label={t('startLists.clubs.title')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('startLists.clubs.club')}</Table.Th>
            <Table.Th style={numberCell}>{t('startLists.clubs.athletes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sheet.clubs.map((club) => (
            <Table.Tr key={club.club}>
              <Table.Td>{club.club}</Table.Td>
              <Table.Td style={numberCell}>{club.athletes}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('startLists.clubs.total')}</Table.Th>
            <Table.Td style={{ ...numberCell, fontWeight: 700 }}>{sheet.totalAthletes}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </section>
  );
}
