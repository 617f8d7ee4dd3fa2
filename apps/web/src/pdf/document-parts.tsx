import { StyleSheet, Text, View, pdf } from '@react-pdf/renderer';
import type { ComponentProps, JSX, ReactNode } from 'react';
import { keepWordsWhole } from './no-hyphenation';

// Every document is made of these parts: no word of theirs is hyphenated.
keepWordsWhole();

/** Translates an i18n key ('startLists.title'); the page passes useTranslation's t. */
export type Translate = (key: string, options?: Record<string, string>) => string;

/** What every document takes besides its content: the texts and their language. */
export interface DocumentTexts {
  t: Translate;
  language: 'pt' | 'en';
}

/** 10 mm in PDF points (spec section 9: A4, 10 mm margin). */
export const MARGIN = 28.35;

/**
 * The styles the A4 lists share: page, heading block, sections with their heading, table rows
 * (the header and total rows on top of `row`), footer.
 */
export const listStyles = StyleSheet.create({
  page: { padding: MARGIN, fontFamily: 'Helvetica', fontSize: 9, color: '#111' },
  header: { marginBottom: 12 },
  title: { fontSize: 15, fontFamily: 'Helvetica-Bold', marginBottom: 4 },
  subtitle: { fontSize: 10, color: '#333' },
  section: { marginBottom: 12 },
  sectionHeading: { fontSize: 11, fontFamily: 'Helvetica-Bold', marginBottom: 4 },
  row: {
    flexDirection: 'row',
    borderBottomWidth: 0.5,
    borderBottomColor: '#999',
    paddingVertical: 3,
  },
  headerRow: {
    backgroundColor: '#e9ecef',
    fontFamily: 'Helvetica-Bold',
    borderBottomColor: '#333',
  },
  totalRow: { fontFamily: 'Helvetica-Bold', borderBottomWidth: 0 },
  empty: { fontSize: 10, marginTop: 8 },
  footer: {
    position: 'absolute',
    bottom: MARGIN / 2,
    right: MARGIN,
    fontSize: 7.5,
    color: '#666',
  },
});

/** One style of a document's StyleSheet. */
type PdfStyle = Exclude<ComponentProps<typeof View>['style'], unknown[] | undefined>;

interface HeaderRowProps<Column extends string> {
  t: Translate;
  /** The i18n prefix of the headings: `<texts>.<column>`. */
  texts: string;
  /** The columns, left to right. */
  columns: readonly Column[];
  /** The document's styles: its `row` and `headerRow`, and one style per column. */
  styles: Record<Column | 'row' | 'headerRow', PdfStyle>;
}

/** A table's head row: each column's heading, in that column's style. */
export function HeaderRow<Column extends string>({
  t,
  texts,
  columns,
  styles,
}: HeaderRowProps<Column>) {
  return (
    <View style={[styles.row, styles.headerRow]} wrap={false}>
      {columns.map((column) => (
        <Text key={column} style={styles[column]}>
          {t(`${texts}.${column}`)}
        </Text>
      ))}
    </View>
  );
}

/** The title and the competition's line, repeated at the top of every page. */
export function PageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <View style={listStyles.header} fixed>
      <Text style={listStyles.title}>{title}</Text>
      <Text style={listStyles.subtitle}>{subtitle}</Text>
    </View>
  );
}

interface ListSectionProps {
  heading: string;
  /** Points of the section that must follow its heading on the same page (none by default). */
  minPresenceAhead?: number;
  /** Whether the section may run over to the next page (it may, by default). */
  wrap?: boolean;
  /** Starts the section on a new page. */
  break?: boolean;
  children: ReactNode;
}

/** A section of a list: its heading, then its table. */
export function ListSection({
  heading,
  minPresenceAhead = 0,
  children,
  ...view
}: ListSectionProps) {
  return (
    <View style={listStyles.section} {...view}>
      <Text style={listStyles.sectionHeading} minPresenceAhead={minPresenceAhead}>
        {heading}
      </Text>
      {children}
    </View>
  );
}

/** 'Página N de M' (the `pageOf` text) at the bottom right of every page. */
export function PageFooter({ pageOf }: { pageOf: (page: string, total: string) => string }) {
  return (
    <Text
      style={listStyles.footer}
      fixed
      render={({ pageNumber, totalPages }) => pageOf(String(pageNumber), String(totalPages))}
    />
  );
}

/**
 * A document's `render…Pdf`, the function its page loads (components/use-pdf-download.tsx): the
 * document that `build` makes of the content, in the page's texts and language, as a PDF Blob.
 */
export function pdfRenderer<Content>(
  build: (content: Content, texts: DocumentTexts) => JSX.Element,
) {
  return (
    content: Content,
    t: Translate,
    language: DocumentTexts['language'] = 'pt',
  ): Promise<Blob> => pdf(build(content, { t, language })).toBlob();
}
