import { parseDmyDate } from '@artistic/domain/core/dates';
import { CATEGORY_LABELS, eventTypeLabel } from '@artistic/domain/core/enums';
import type { PriceListResponse } from '@artistic/domain/price-list/schema';
import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatMoney } from '../lib/money';
import type { DocumentTexts } from './document-parts';
import {
  HeaderRow,
  ListSection,
  listStyles,
  PageFooter,
  PageHeader,
  pdfRenderer,
} from './document-parts';

export interface PriceListPdfProps extends DocumentTexts {
  /** The parsed answer of GET /api/competitions/{id}/priceList; rendered as is. */
  data: PriceListResponse;
}

const styles = {
  ...listStyles,
  ...StyleSheet.create({
    event: { flex: 3.2, paddingHorizontal: 4 },
    category: { flex: 1.5, paddingHorizontal: 4 },
    count: { flex: 1.2, paddingHorizontal: 4, textAlign: 'right' },
    price: { flex: 1.3, paddingHorizontal: 4, textAlign: 'right' },
    subtotal: { flex: 1.4, paddingHorizontal: 4, textAlign: 'right' },
    totalLabel: { flex: 7.2, paddingHorizontal: 4 },
    warning: { fontSize: 7.5, color: '#a15c00', marginTop: 1 },
    draftRow: { color: '#555' },
    draftLabel: { fontSize: 7.5, color: '#555', marginTop: 1 },
    note: { fontSize: 7.5, color: '#555', marginTop: 2 },
    grandTotal: {
      flexDirection: 'row',
      marginTop: 4,
      paddingVertical: 5,
      borderTopWidth: 1.5,
      borderTopColor: '#111',
      fontSize: 11,
      fontFamily: 'Helvetica-Bold',
    },
  }),
};

/** A club with at most this many rows is kept on one page; a longer one may break. */
const KEEP_TOGETHER_ROWS = 30;

function formatDate(value: string): string {
  return parseDmyDate(value) ?? value;
}

/**
 * The price list per club as an A4 document (Helvetica, 10 mm margins); every page carries the
 * competition's name and date at the top and 'Página N de M' at the bottom.
 */
export function PriceListDocument({ data, t, language }: PriceListPdfProps) {
  const title = t('priceList.title');
  return (
    <Document title={`${title} - ${data.competition.Nome}`} language={language}>
      <Page size="A4" style={styles.page}>
        <PageHeader
          title={title}
          subtitle={t('priceList.competitionLine', {
            name: data.competition.Nome,
            date: formatDate(data.competition.Data),
          })}
        />

        {data.clubs.length === 0 && <Text style={styles.empty}>{t('priceList.empty')}</Text>}

        {data.clubs.map((club) => (
          <ListSection
            key={club.club}
            heading={club.club}
            minPresenceAhead={60}
            wrap={club.rows.length + club.drafts.length > KEEP_TOGETHER_ROWS}
          >
            <HeaderRow
              t={t}
              texts="priceList.columns"
              columns={['event', 'category', 'count', 'price', 'subtotal']}
              styles={styles}
            />
            {club.rows.map((row) => (
              <View key={`${row.Tipo}|${row.Categoria}`} style={styles.row} wrap={false}>
                <View style={styles.event}>
                  <Text>{eventTypeLabel(row.Tipo, language)}</Text>
                  {row.unpriced && <Text style={styles.warning}>{t('priceList.unpriced')}</Text>}
                </View>
                <Text style={styles.category}>{CATEGORY_LABELS[row.Categoria][language]}</Text>
                <Text style={styles.count}>{row.count}</Text>
                <Text style={styles.price}>{formatMoney(row.price, language)}</Text>
                <Text style={styles.subtotal}>{formatMoney(row.subtotal, language)}</Text>
              </View>
            ))}
            {club.drafts.map((row) => (
              <View
                key={`draft|${row.Tipo}|${row.Categoria}`}
                style={[styles.row, styles.draftRow]}
                wrap={false}
              >
                <View style={styles.event}>
                  <Text>{eventTypeLabel(row.Tipo, language)}</Text>
                  <Text style={styles.draftLabel}>{t('priceList.draft')}</Text>
                </View>
                <Text style={styles.category}>{CATEGORY_LABELS[row.Categoria][language]}</Text>
                <Text style={styles.count}>{row.count}</Text>
                <Text style={styles.price}>—</Text>
                <Text style={styles.subtotal}>{t('priceList.notBilled')}</Text>
              </View>
            ))}
            <View style={[styles.row, styles.totalRow]} wrap={false}>
              <Text style={styles.totalLabel}>{t('priceList.clubTotal')}</Text>
              <Text style={styles.subtotal}>{formatMoney(club.total, language)}</Text>
            </View>
            {club.drafts.length > 0 && <Text style={styles.note}>{t('priceList.draftsNote')}</Text>}
          </ListSection>
        ))}

        <View style={styles.grandTotal} wrap={false}>
          <Text style={styles.totalLabel}>{t('priceList.grandTotal')}</Text>
          <Text style={styles.subtotal}>{formatMoney(data.total, language)}</Text>
        </View>

        <PageFooter pageOf={(page, total) => t('priceList.pageOf', { page, total })} />
      </Page>
    </Document>
  );
}

/** Renders the price list to a PDF Blob, in the browser. */
export const renderPriceListPdf = pdfRenderer((data: PriceListResponse, texts) => (
  <PriceListDocument data={data} {...texts} />
));
