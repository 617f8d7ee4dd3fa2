import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { adminApi } from './fixtures/api.ts';
import { DEMO } from './fixtures/coach-card.ts';

/** A figure sheet as GET /api/resultadoFigura/comp/{id} lists it (what this journey reads of it). */
interface FigureSheet {
  _id: string;
  version: number;
  Esquema: string;
  Atleta: { Nome: string };
  Clube: string;
  Pontos: number | null;
  Resultados_fig: Record<string, unknown>[];
}

/** 72.4 → '72,4000': a total as the board prints it. */
const formatTotal = (total: number) => total.toFixed(4).replace('.', ',');

/** Every region of the board lies within the screen: nothing cut off, nothing to scroll. */
async function expectOnScreen(board: Page, width: number, height: number) {
  for (const name of ['Na água', 'Último resultado', 'Classificação']) {
    const box = await board.getByRole('region', { name }).boundingBox();
    expect(box, name).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(width);
    expect((box?.y ?? 0) + (box?.height ?? 0), name).toBeLessThanOrEqual(height);
  }
  const scroll = await board.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.scrollHeight,
  ]);
  expect(scroll).toEqual([width, height]);
}

/**
 * Issue 22: the venue scoreboard on a TV in the stands (1280×720), opened by nobody signed in,
 * shows a sheet the scoring table saves within a second of the save's answer: its athlete, total
 * and place. The sheet is a demo figure sheet saved with one mark changed, and saved back as it
 * was at the end, so the journeys after this one find the demo as the seed left it.
 */
test('the scoreboard at 1280×720 shows a new result within a second of the save', async ({
  browser,
}) => {
  const { origin, admin } = await adminApi();
  const competitions = await admin<{ _id: string; Nome: string }[]>('GET', '/api/competitions');
  const demo = competitions.find((c) => c.Nome === DEMO);
  if (!demo) throw new Error('the demo competition is listed');

  const board = await browser.newPage({ baseURL: origin, viewport: { width: 1280, height: 720 } });
  await board.goto(`/scoreboard?id=${demo._id}`);
  await expect(board.getByRole('heading', { level: 1 })).toHaveText(DEMO);
  const last = board.getByRole('region', { name: 'Último resultado' });
  await expect(last).toBeVisible();
  await expect(board.getByRole('region', { name: 'Na água' })).toBeVisible();
  await expect(board.getByRole('region', { name: 'Classificação' })).toBeVisible();
  await expectOnScreen(board, 1280, 720);

  // A scored figure sheet of an event with results, of an athlete not shown as the last result.
  const shown = (await last.textContent()) ?? '';
  const sheets = await admin<FigureSheet[]>('GET', `/api/resultadoFigura/comp/${demo._id}`);
  const sheet = sheets.find(
    (s) => s.Esquema === 'Figuras' && s.Pontos !== null && !shown.includes(s.Atleta.Nome),
  );
  if (!sheet) throw new Error('the demo has a scored figure sheet');
  const { _id: id, ...original } = sheet;
  // Every judge's mark of the first figure half a point up (down when one is above 9,5): its
  // trimmed mean, so the total, moves whichever marks are dropped.
  const judged = (row: Record<string, unknown>) =>
    Object.keys(row).filter((key) => /^J\d$/.test(key) && typeof row[key] === 'number');
  const first = sheet.Resultados_fig[0] ?? {};
  const shift = judged(first).every((key) => Number(first[key]) <= 9.5) ? 0.5 : -0.5;
  const changed = {
    ...original,
    Resultados_fig: sheet.Resultados_fig.map((row, i) =>
      i === 0
        ? {
            ...row,
            ...Object.fromEntries(
              judged(row).map((key) => [key, Math.round((Number(row[key]) + shift) * 100) / 100]),
            ),
          }
        : row,
    ),
  };

  try {
    // The board is watched from before the save, every 25 ms, so the moment it shows the new
    // result is known to within a few milliseconds: the athlete was not the last result before.
    const seen = board
      .waitForFunction(
        (name) =>
          document
            .querySelector('section[aria-label="Último resultado"]')
            ?.textContent?.includes(name) ?? false,
        sheet.Atleta.Nome,
        { polling: 25, timeout: 15_000 },
      )
      .then(() => Date.now());
    const saved = await admin<FigureSheet>('PUT', `/api/resultadoFigura/${id}`, changed);
    const answeredAt = Date.now();
    const total = formatTotal(saved.Pontos ?? 0);
    expect(saved.Pontos).not.toBe(sheet.Pontos);
    const latency = (await seen) - answeredAt;
    test.info().annotations.push({ type: 'save → board', description: `${latency} ms` });
    console.log(`scoreboard: save answered → result shown in ${latency} ms`);
    expect(latency).toBeLessThan(1000);

    // Shown at once with its total and place.
    await expect(last).toContainText(total, { timeout: 200 });
    await expect(last).toContainText(/Lugar \d+/);
    // Its judges' marks.
    const marks = last.getByRole('table', { name: 'Notas dos juízes' });
    await expect(marks.getByRole('columnheader', { name: 'J1', exact: true })).toBeVisible();
    await expect(marks.getByRole('row')).toHaveCount(sheet.Resultados_fig.length + 1);
    // The standings of its event list it with the same total.
    await expect(board.getByRole('region', { name: 'Classificação' })).toContainText(total);
    await expectOnScreen(board, 1280, 720);

    // The same board on a 1920×1080 screen: larger, and still all on it.
    await board.setViewportSize({ width: 1920, height: 1080 });
    await expectOnScreen(board, 1920, 1080);
  } finally {
    const sheetsNow = await admin<FigureSheet[]>('GET', `/api/resultadoFigura/comp/${demo._id}`);
    const current = sheetsNow.find((s) => s._id === id);
    if (current && current.version !== sheet.version)
      await admin('PUT', `/api/resultadoFigura/${id}`, { ...original, version: current.version });
    await board.close();
  }
});
