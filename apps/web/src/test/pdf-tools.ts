import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToBuffer } from '@react-pdf/renderer';
import { expect } from 'vitest';

/** A PDF read back with poppler's tools, as a person's PDF reader would show it. */
function withFile<T>(bytes: Uint8Array, read: (file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    return read(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The whole text, layout kept (pdftotext -layout), each page ended by a form feed. */
export function pdfText(bytes: Uint8Array): string {
  return withFile(bytes, (file) =>
    execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
  );
}

/** Renders a react-pdf document and reads its whole text back, as `pdfText` does. */
export async function renderedText(
  document: Parameters<typeof renderToBuffer>[0],
): Promise<string> {
  return pdfText(await renderToBuffer(document));
}

/** The text of each page, layout kept (pdftotext -layout). */
export function pdfPages(bytes: Uint8Array): string[] {
  // pdftotext ends each page with a form feed.
  return pdfText(bytes).split('\f').slice(0, -1);
}

/** The pages of a PDF's text (pdftotext's, each ended by a form feed) that hold anything. */
export function printedPages(text: string): string[] {
  return text.split('\f').filter((page) => page.trim() !== '');
}

/** Expects each printed page to carry `heading` and its number: 'Página n de N'. */
export function expectEveryPageHeaded(pages: readonly string[], heading: string): void {
  pages.forEach((page, index) => {
    expect(page).toContain(heading);
    expect(page).toContain(`Página ${index + 1} de ${pages.length}`);
  });
}

/** The document's metadata as pdfinfo prints it ('Title', 'Pages', 'Page size', ...). */
export function pdfInfo(bytes: Uint8Array): Record<string, string> {
  const out = withFile(bytes, (file) =>
    execFileSync('/usr/bin/pdfinfo', [file], { encoding: 'utf8' }),
  );
  return Object.fromEntries(
    out
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .flatMap((match) => (match?.[1] && match[2] !== undefined ? [[match[1], match[2]]] : [])),
  );
}

export interface PdfWord {
  readonly page: number;
  readonly text: string;
  readonly xMin: number;
  readonly xMax: number;
  readonly yMin: number;
}

/** Every word with its box in points from the top left (pdftotext -bbox). */
export function pdfWords(bytes: Uint8Array): PdfWord[] {
  const html = withFile(bytes, (file) =>
    execFileSync('/usr/bin/pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' }),
  );
  const words: PdfWord[] = [];
  html.split('<page ').forEach((page, index) => {
    for (const match of page.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g,
    )) {
      words.push({
        page: index,
        text: match[4] ?? '',
        xMin: Number(match[1]),
        yMin: Number(match[2]),
        xMax: Number(match[3]),
      });
    }
  });
  return words;
}
