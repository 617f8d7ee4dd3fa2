import { useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { SpreadsheetTable } from '../lib/spreadsheet';
import { PlainButton, PlainErrorAlert } from './plain/plain';

export type SpreadsheetFormat = 'xlsx' | 'csv';

/** What the buttons take: the tables (asked for on a click: they may fetch) and the file's name. */
export interface SpreadsheetButtonsProps {
  /** Builds the tables when a button is clicked (fetches the whole list if it must). */
  tables: () => Promise<readonly SpreadsheetTable[]>;
  /** The file's name without its extension (made safe for a file system). */
  fileName: string;
}

/**
 * One spreadsheet download: the tables built and the file written only when it is asked for
 * (lib/spreadsheet.ts, and exceljs for an .xlsx, are imported then), `building` the format being
 * written, `error` when the last one failed. Without Mantine: the visitors' pages use it too
 * (ADR 050).
 */
export function useSpreadsheetFile() {
  const [building, setBuilding] = useState<SpreadsheetFormat | null>(null);
  const [error, setError] = useState<unknown>(null);
  // One file at a time: a second click while one is being written does nothing.
  const isBusy = useRef(false);

  async function generate(
    format: SpreadsheetFormat,
    tables: () => Promise<readonly SpreadsheetTable[]>,
    fileName: string,
  ) {
    isBusy.current = true;
    setBuilding(format);
    setError(null);
    try {
      const [{ downloadSpreadsheet }, built] = await Promise.all([
        import('../lib/spreadsheet'),
        tables(),
      ]);
      await downloadSpreadsheet(format, built, fileName);
    } catch (caught) {
      setError(caught);
    } finally {
      isBusy.current = false;
      setBuilding(null);
    }
  }

  return {
    building,
    /** Builds the tables and offers them as `<fileName>.<format>`. */
    download(
      format: SpreadsheetFormat,
      tables: () => Promise<readonly SpreadsheetTable[]>,
      fileName: string,
    ) {
      if (!isBusy.current) void generate(format, tables, fileName);
    },
    /** The last failure, null when the last download worked. */
    error,
  };
}

/**
 * The buttons 'Excel (.xlsx)' and 'CSV', for a row of buttons beside a PDF's (a flex row that
 * wraps: the error, when a file could not be written, takes a line of its own below the row).
 * Drawn without Mantine (components/plain); the framed pages use SpreadsheetActions.
 */
export function PlainSpreadsheetButtons({ tables, fileName }: SpreadsheetButtonsProps) {
  const { t } = useTranslation();
  const file = useSpreadsheetFile();
  return (
    <>
      <PlainButton
        variant="default"
        loading={file.building === 'xlsx'}
        onClick={() => file.download('xlsx', tables, fileName)}
      >
        {t('spreadsheets.xlsx')}
      </PlainButton>
      <PlainButton
        variant="default"
        loading={file.building === 'csv'}
        onClick={() => file.download('csv', tables, fileName)}
      >
        {t('spreadsheets.csv')}
      </PlainButton>
      {file.error !== null && (
        // Last in the row (after a Print button that follows), on a line of its own.
        <div style={{ flexBasis: '100%', order: 1 }}>
          <PlainErrorAlert error={file.error} title={t('spreadsheets.failed')} />
        </div>
      )}
    </>
  );
}
