import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import type { SpreadsheetTable } from '../lib/spreadsheet';
import { stubDownload } from '../test/download';
import { renderWithProviders } from '../test/render-with-providers';
import { SpreadsheetActions } from './spreadsheet-actions';
import { PlainSpreadsheetButtons } from './spreadsheet-buttons';

const table: SpreadsheetTable = {
  name: 'Infantil — Figuras',
  title: ['Infantil — Figuras'],
  columns: ['Pos', 'Nome', 'Total'],
  rows: [[1, 'Rita Gonçalves', 63.7511]],
  decimals: { 0: 0, 2: 4 },
};

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('PlainSpreadsheetButtons', () => {
  it('downloads the CSV under the name given: BOM, ; and a decimal comma', async () => {
    const download = stubDownload('blob:csv');
    const tables = vi.fn(() => Promise.resolve([table]));
    renderWithProviders(
      <PlainSpreadsheetButtons tables={tables} fileName="Result List - Taça: X/1" />,
      {
        frame: false,
      },
    );
    // Nothing is built before a button is clicked.
    expect(tables).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    const link = await download.downloaded();
    expect(link.download).toBe('Result List - Taça X1.csv');
    const bytes = new Uint8Array(await download.blob().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'Infantil — Figuras\r\nPos;Nome;Total\r\n1;Rita Gonçalves;63,7511\r\n',
    );
    expect(tables).toHaveBeenCalledTimes(1);
  });

  it('shows the button busy while the tables are built, then offers the .xlsx', async () => {
    const download = stubDownload('blob:xlsx');
    const pending = deferred<readonly SpreadsheetTable[]>();
    renderWithProviders(
      <PlainSpreadsheetButtons tables={() => pending.promise} fileName="Start List - Taça" />,
      { frame: false },
    );
    const button = screen.getByRole('button', { name: 'Excel (.xlsx)' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    // A second click while it works starts nothing more.
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    pending.resolve([table]);
    const link = await download.downloaded();
    expect(link.download).toBe('Start List - Taça.xlsx');
    expect(download.click).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await download.blob().arrayBuffer());
    const sheet = workbook.getWorksheet('Infantil — Figuras');
    expect(sheet?.getCell('C3').value).toBe(63.7511);
    expect(sheet?.getCell('C3').numFmt).toBe('0.0000');
  });

  it('says in Portuguese when the file could not be made, and clears it on the next try', async () => {
    stubDownload('blob:x');
    const tables = vi
      .fn<() => Promise<readonly SpreadsheetTable[]>>()
      .mockRejectedValueOnce(new Error('Sem ligação ao servidor.'))
      .mockResolvedValue([table]);
    renderWithProviders(<PlainSpreadsheetButtons tables={tables} fileName="x" />, {
      frame: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível gerar a folha de cálculo.');
    expect(alert).toHaveTextContent('Sem ligação ao servidor.');
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('SpreadsheetActions', () => {
  it('draws the same buttons with Mantine, and its failure as an alert', async () => {
    renderWithProviders(
      <SpreadsheetActions
        tables={() => Promise.reject(new Error('Falhou.'))}
        fileName="Start List"
      />,
    );
    expect(screen.getByRole('button', { name: 'Excel (.xlsx)' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível gerar a folha de cálculo.',
    );
  });
});
