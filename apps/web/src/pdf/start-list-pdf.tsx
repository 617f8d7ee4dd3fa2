import type { StartListSheet, StartListSheetBlock } from '@artistic/domain/start-list/sheet';
import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { DocumentTexts, Translate } from './document-parts';
import {
  HeaderRow,
  ListSection,
  listStyles,
  PageFooter,
  PageHeader,
  pdfRenderer,
} from './document-parts';

export interface StartListPdfProps extends DocumentTexts {
  /** Built by buildStartListSheet; rendered as is. */
  sheet: StartListSheet;
}

const styles = {
  ...listStyles,
  ...StyleSheet.create({
    // Lighter and closer than the other lists' rows.
    row: {
      flexDirection: 'row',
      borderBottomWidth: 0.5,
      borderBottomColor: '#bbb',
      paddingVertical: 2.5,
    },
    slotStart: { borderTopWidth: 0.75, borderTopColor: '#555' },
    clubName: { flex: 5, paddingHorizontal: 4 },
    clubCount: { flex: 1, paddingHorizontal: 4, textAlign: 'right' },
    startNumber: {
      width: 40,
      paddingHorizontal: 4,
      textAlign: 'right',
      fontFamily: 'Helvetica-Bold',
    },
    athleteNumber: { width: 50, paddingHorizontal: 4, textAlign: 'right' },
    name: { flex: 3, paddingHorizontal: 4 },
    club: { flex: 2.5, paddingHorizontal: 4 },
    licence: { width: 55, paddingHorizontal: 4, textAlign: 'right' },
    year: { width: 38, paddingHorizontal: 4, textAlign: 'right' },
  }),
};

function BlockSection({
  block,
  t,
  isFirst,
}: {
  block: StartListSheetBlock;
  t: Translate;
  isFirst: boolean;
}) {
  return (
    <ListSection heading={block.heading} minPresenceAhead={60} break={!isFirst}>
      <HeaderRow
        t={t}
        texts="startLists.columns"
        columns={[
          'startNumber',
          ...(block.showAthleteNumber ? (['athleteNumber'] as const) : []),
          'name',
          'club',
          'licence',
          'year',
        ]}
        styles={styles}
      />
      {block.rows.map((row) => (
        <View
          key={row.key}
          style={row.isFirstOfSlot ? [styles.row, styles.slotStart] : styles.row}
          wrap={false}
        >
          <Text style={styles.startNumber}>{row.isFirstOfSlot ? row.startNumber : ''}</Text>
          {block.showAthleteNumber && <Text style={styles.athleteNumber}>{row.athleteNumber}</Text>}
          <Text style={styles.name}>{row.name}</Text>
          <Text style={styles.club}>{row.club}</Text>
          <Text style={styles.licence}>{row.licence}</Text>
          <Text style={styles.year}>{row.year}</Text>
        </View>
      ))}
    </ListSection>
  );
}

/**
 * The start list as an A4 document: club table, then each block with entries from a new page (an
 * event nobody entered prints nothing). Every page carries the competition's name and date at the
 * top and 'Página N de M' at the bottom.
 */
export function StartListDocument({ sheet, t, language }: StartListPdfProps) {
  const title = t('startLists.title');
  const blocks = sheet.blocks.filter((block) => block.slotCount > 0);
  return (
    <Document title={`${title} - ${sheet.competitionName}`} language={language}>
      <Page size="A4" style={styles.page}>
        <PageHeader
          title={title}
          subtitle={t('startLists.competitionLine', {
            name: sheet.competitionName,
            date: sheet.date,
          })}
        />

        {sheet.isEmpty ? (
          <Text style={styles.empty}>{t('startLists.empty')}</Text>
        ) : (
          <>
            <ListSection heading={t('startLists.clubs.title')} wrap={sheet.clubs.length > 40}>
              <View style={[styles.row, styles.headerRow]} wrap={false}>
                <Text style={styles.clubName}>{t('startLists.clubs.club')}</Text>
                <Text style={styles.clubCount}>{t('startLists.clubs.athletes')}</Text>
              </View>
              {sheet.clubs.map((club) => (
                <View key={club.club} style={styles.row} wrap={false}>
                  <Text style={styles.clubName}>{club.club}</Text>
                  <Text style={styles.clubCount}>{club.athletes}</Text>
                </View>
              ))}
              <View style={[styles.row, styles.totalRow]} wrap={false}>
                <Text style={styles.clubName}>{t('startLists.clubs.total')}</Text>
                <Text style={styles.clubCount}>{sheet.totalAthletes}</Text>
              </View>
            </ListSection>
            {blocks.map((block, index) => (
              <BlockSection key={block.order} block={block} t={t} isFirst={index === 0} />
            ))}
          </>
        )}

        <PageFooter pageOf={(page, total) => t('startLists.pageOf', { page, total })} />
      </Page>
    </Document>
  );
}

/** Renders the start list to a PDF Blob, in the browser. */
export const renderStartListPdf = pdfRenderer((sheet: StartListSheet, texts) => (
  <StartListDocument sheet={sheet} {...texts} />
));
