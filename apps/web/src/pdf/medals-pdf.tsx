import type { Medal } from '@artistic/domain/result-list/medals';
import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { EventMedalsView, MedalsView } from '../lib/medals-view';
import type { DocumentTexts, Translate } from './document-parts';
import {
  HeaderRow,
  ListSection,
  listStyles,
  PageFooter,
  PageHeader,
  pdfRenderer,
} from './document-parts';

export interface MedalsPdfProps extends DocumentTexts {
  /** Built by buildMedalsView; rendered as is. */
  view: MedalsView;
}

/** The disc of each medal (as components/medal-mark.tsx draws it on screen). */
const DISC: Readonly<Record<Medal, { fill: string; rim: string }>> = {
  gold: { fill: '#f2c230', rim: '#9a7200' },
  silver: { fill: '#cfd4d9', rim: '#6c757d' },
  bronze: { fill: '#d58a4a', rim: '#8a4b14' },
};

const styles = {
  ...listStyles,
  ...StyleSheet.create({
    place: { width: 40, paddingHorizontal: 4, textAlign: 'right' },
    club: { flex: 4, paddingHorizontal: 4 },
    gold: { width: 55, paddingHorizontal: 4, textAlign: 'right' },
    silver: { width: 55, paddingHorizontal: 4, textAlign: 'right' },
    bronze: { width: 55, paddingHorizontal: 4, textAlign: 'right' },
    total: { width: 55, paddingHorizontal: 4, textAlign: 'right' },
    points: { width: 70, paddingHorizontal: 4, textAlign: 'right' },
    medal: { width: 70, paddingHorizontal: 4, flexDirection: 'row', alignItems: 'center' },
    names: { flex: 4, paddingHorizontal: 4 },
    eventClub: { flex: 3, paddingHorizontal: 4 },
    score: { width: 60, paddingHorizontal: 4, textAlign: 'right' },
    disc: { width: 7, height: 7, borderRadius: 3.5, borderWidth: 1, marginRight: 4 },
    strong: { fontFamily: 'Helvetica-Bold' },
    note: { fontSize: 8, color: '#444', marginTop: 3 },
    rules: { fontSize: 8, color: '#444', marginBottom: 10 },
    eventHeading: { fontSize: 10, fontFamily: 'Helvetica-Bold', marginTop: 6, marginBottom: 3 },
    none: { fontSize: 8.5, color: '#555' },
  }),
};

function Disc({ medal }: { medal: Medal }) {
  const { fill, rim } = DISC[medal];
  return <View style={[styles.disc, { backgroundColor: fill, borderColor: rim }]} />;
}

function MedalTableSection({ view, t }: { view: MedalsView; t: Translate }) {
  return (
    <ListSection heading={t('medals.table.title')} minPresenceAhead={40}>
      <HeaderRow
        t={t}
        texts="medals.table"
        columns={['place', 'club', 'gold', 'silver', 'bronze', 'total']}
        styles={styles}
      />
      {view.medalTable.map((row) => (
        <View key={row.club} style={styles.row} wrap={false}>
          <Text style={styles.place}>{row.place}</Text>
          <Text style={styles.club}>{row.club}</Text>
          <Text style={styles.gold}>{row.gold}</Text>
          <Text style={styles.silver}>{row.silver}</Text>
          <Text style={styles.bronze}>{row.bronze}</Text>
          <Text style={[styles.total, styles.strong]}>{row.total}</Text>
        </View>
      ))}
    </ListSection>
  );
}

function PointsSection({ view, t }: { view: MedalsView; t: Translate }) {
  return (
    <ListSection heading={t('medals.points.title')} minPresenceAhead={40}>
      {view.clubPoints.length === 0 ? (
        <Text style={styles.none}>{t('medals.points.empty')}</Text>
      ) : (
        <>
          <HeaderRow
            t={t}
            texts="medals.points"
            columns={['place', 'club', 'points']}
            styles={styles}
          />
          {view.clubPoints.map((row) => (
            <View key={row.club} style={styles.row} wrap={false}>
              <Text style={styles.place}>{row.place}</Text>
              <Text style={styles.club}>{row.club}</Text>
              <Text style={[styles.points, styles.strong]}>{row.points}</Text>
            </View>
          ))}
        </>
      )}
      <Text style={styles.note}>{t('medals.points.tableUsed', { points: view.pointsTable })}</Text>
    </ListSection>
  );
}

function EventSection({ event, t }: { event: EventMedalsView; t: Translate }) {
  return (
    <View wrap={false}>
      <Text style={styles.eventHeading}>{event.heading}</Text>
      {event.medallists.length === 0 ? (
        <Text style={styles.none}>{t('medals.events.none')}</Text>
      ) : (
        <>
          <View style={[styles.row, styles.headerRow]}>
            <Text style={styles.medal}>{t('medals.events.medal')}</Text>
            <Text style={styles.place}>{t('medals.events.place')}</Text>
            <Text style={styles.names}>{t('medals.events.names')}</Text>
            <Text style={styles.eventClub}>{t('medals.events.club')}</Text>
            <Text style={styles.score}>{t('medals.events.total')}</Text>
          </View>
          {event.medallists.map((m) => (
            <View key={m.key} style={styles.row}>
              <View style={styles.medal}>
                <Disc medal={m.medal} />
                <Text>{t(`medals.table.${m.medal}`)}</Text>
              </View>
              <Text style={styles.place}>{m.place}</Text>
              <Text style={styles.names}>{m.names}</Text>
              <Text style={styles.eventClub}>{m.club}</Text>
              <Text style={styles.score}>{m.total}</Text>
            </View>
          ))}
        </>
      )}
    </View>
  );
}

/**
 * The Medalheiro as an A4 document (Helvetica, 10 mm margins): the medal table per club, the club
 * points table with the points per place used, then each event's medallists. Every page carries
 * the competition's name and date at the top and 'Página N de M' at the bottom.
 */
export function MedalsDocument({ view, t, language }: MedalsPdfProps) {
  const title = t('medals.title');
  return (
    <Document title={`${title} - ${view.competitionName}`} language={language}>
      <Page size="A4" style={styles.page}>
        <PageHeader
          title={title}
          subtitle={t('medals.competitionLine', { name: view.competitionName, date: view.date })}
        />
        <Text style={styles.rules}>{t('medals.rules')}</Text>
        {view.isEmpty ? (
          <Text style={styles.empty}>{t('medals.empty')}</Text>
        ) : (
          <MedalTableSection view={view} t={t} />
        )}
        <PointsSection view={view} t={t} />
        <ListSection heading={t('medals.events.title')}>
          {view.events.map((event) => (
            <EventSection key={event.key} event={event} t={t} />
          ))}
        </ListSection>
        <PageFooter pageOf={(page, total) => t('medals.pageOf', { page, total })} />
      </Page>
    </Document>
  );
}

/** Renders the Medalheiro to a PDF Blob, in the browser. */
export const renderMedalsPdf = pdfRenderer((view: MedalsView, texts) => (
  <MedalsDocument view={view} {...texts} />
));
