import type { Category } from '@artistic/domain/core/enums';
import { CATEGORY_LABELS, eventTypeLabel } from '@artistic/domain/core/enums';
import type { PriceListResponse } from '@artistic/domain/price-list/schema';
import { Badge, Group, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatMoney } from '../../../lib/money';
import { KeyboardScrollContainer } from '../../../components/keyboard-scroll-container';

type ClubPriceList = PriceListResponse['clubs'][number];

interface ClubPriceTableProps {
  club: ClubPriceList;
  language: 'pt' | 'en';
}

const numberCell = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** The event (with its badge), category and count of a billed or a draft row. */
function EntryCells({
  row,
  language,
  badge,
}: {
  row: { Tipo: string; Categoria: Category; count: number };
  language: 'pt' | 'en';
  badge: ReactNode;
}) {
  return (
    <>
      <Table.Td>
        <Group gap="xs" wrap="wrap">
          <span>{eventTypeLabel(row.Tipo, language)}</span>
          {badge}
        </Group>
      </Table.Td>
      <Table.Td>{CATEGORY_LABELS[row.Categoria][language]}</Table.Td>
      <Table.Td style={numberCell}>{row.count}</Table.Td>
    </>
  );
}

/**
 * One club's entries per event and category, with the club total. Draft coach cards follow the
 * billed rows, marked 'Rascunho' and 'Não faturado': they are not on the start list and not in
 * any total, but the treasurer sees why a routine the club mentions is not on its bill.
 */
export function ClubPriceTable({ club, language }: ClubPriceTableProps) {
  const { t } = useTranslation();
  const headingId = `price-list-club-${club.club.replace(/\W+/g, '-')}`;
  return (
    <section className="price-list-club" aria-labelledby={headingId}>
      <Title order={2} size="h4" mb="xs" id={headingId}>
        {club.club}
      </Title>
      <KeyboardScrollContainer minWidth={560}>
        <Table
          withTableBorder
          striped
          verticalSpacing="xs"
          aria-label={t('priceList.clubTable', { club: club.club })}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('priceList.columns.event')}</Table.Th>
              <Table.Th>{t('priceList.columns.category')}</Table.Th>
              <Table.Th style={numberCell}>{t('priceList.columns.count')}</Table.Th>
              <Table.Th style={numberCell}>{t('priceList.columns.price')}</Table.Th>
              <Table.Th style={numberCell}>{t('priceList.columns.subtotal')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {club.rows.map((row) => (
              <Table.Tr key={`${row.Tipo}|${row.Categoria}`}>
                <EntryCells
                  row={row}
                  language={language}
                  badge={
                    row.unpriced && (
                      <Badge color="orange" variant="light" radius="sm" tt="none">
                        {t('priceList.unpriced')}
                      </Badge>
                    )
                  }
                />
                <Table.Td style={numberCell}>{formatMoney(row.price, language)}</Table.Td>
                <Table.Td style={numberCell}>{formatMoney(row.subtotal, language)}</Table.Td>
              </Table.Tr>
            ))}
            {club.drafts.map((row) => (
              <Table.Tr key={`draft|${row.Tipo}|${row.Categoria}`} c="gray.7">
                <EntryCells
                  row={row}
                  language={language}
                  badge={
                    <Badge color="gray" variant="light" radius="sm" tt="none">
                      {t('priceList.draft')}
                    </Badge>
                  }
                />
                <Table.Td style={numberCell}>—</Table.Td>
                <Table.Td style={numberCell}>{t('priceList.notBilled')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={4} scope="row">
                {t('priceList.clubTotal')}
              </Table.Th>
              <Table.Td style={{ ...numberCell, fontWeight: 700 }}>
                {formatMoney(club.total, language)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </KeyboardScrollContainer>
      {club.drafts.length > 0 && (
        <Text size="sm" c="gray.7" mt={4}>
          {t('priceList.draftsNote')}
        </Text>
      )}
    </section>
  );
}
