import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { apiAs } from './fixtures/api.ts';
import { logInAs } from './fixtures/login.ts';

/**
 * Issue 17: typing a routine sheet with Enter, row after row, never puts the focused cell under
 * the sticky 'Valor total / Gravar Resultados' bar (nor under the top bar), on the laptop screens
 * scorers use. The demo's JUV free duet: seven judges, three elements and the artistic rows, then
 * the deduction counts.
 */
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
];

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

interface FocusGeometry {
  label: string;
  cell: Box | null;
  viewport: { width: number; height: number };
  bar: Box | null;
  header: Box | null;
}

/** Where the focused cell, the sticky save bar and the top bar are, in viewport pixels. */
async function readGeometry(page: Page): Promise<FocusGeometry> {
  return page.evaluate(() => {
    const box = (element: Element | null | undefined) => {
      if (!element) return null;
      const r = element.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const focused = document.activeElement;
    const saveButton = Array.from(document.querySelectorAll('button')).find(
      (button) => button.textContent?.trim() === 'Gravar Resultados',
    );
    return {
      label: focused?.getAttribute('aria-label') ?? focused?.tagName ?? '',
      cell: focused instanceof HTMLInputElement ? box(focused) : null,
      viewport: { width: window.innerWidth, height: window.innerHeight },
      // The sticky bar is the paper that holds the save button.
      bar: box(saveButton?.closest('.mantine-Paper-root')),
      header: box(document.querySelector('header')),
    };
  });
}

/** Empty when the focused cell is fully visible; otherwise what hides it. */
function hiddenBy(g: FocusGeometry): string[] {
  const { cell, viewport, bar, header } = g;
  if (!cell) return ['no focused input'];
  const problems: string[] = [];
  if (cell.top < 0 || cell.left < 0 || cell.bottom > viewport.height || cell.right > viewport.width)
    problems.push('outside the viewport');
  const overlaps = (other: Box) =>
    cell.top < other.bottom &&
    other.top < cell.bottom &&
    cell.left < other.right &&
    other.left < cell.right;
  if (bar && overlaps(bar)) problems.push('under the sticky save bar');
  if (header && overlaps(header)) problems.push('under the top bar');
  return problems;
}

for (const size of SIZES) {
  test(`at ${size.width}×${size.height}, Enter never moves the focus under the sticky bars of the routine sheet`, async ({
    page,
  }) => {
    test.setTimeout(180_000); // about 50 cells, each checked after its Enter
    await page.setViewportSize(size);
    await page.goto('/');
    const admin = await apiAs(new URL(page.url()).origin, 'admin');
    const cards = await admin<{ _id: string; Tema_esquema: string }[]>('GET', '/api/coachcard');
    const duet = cards.find((card) => card.Tema_esquema === 'Ondas do Atlântico');
    expect(duet, "the demo's JUV free duet").toBeDefined();

    await logInAs(page, 'admin', `/resultCoachCard?id=${duet?._id ?? ''}`);
    const cells = page.locator('[data-score-grid] input[data-score-cell]:not([disabled])');
    await expect(page.getByRole('textbox', { name: 'Elemento 1 (HIB), J7' })).toBeVisible({
      timeout: 30_000,
    });
    const count = await cells.count();
    // 3 elements and 3 artistic rows × 7 judges, then the deduction counts.
    expect(count).toBeGreaterThanOrEqual(6 * 7);

    await page.evaluate(() => window.scrollTo(0, 0));
    await cells.first().focus();
    const visited: string[] = [];
    for (let i = 0; i < count; i++) {
      const geometry = await readGeometry(page);
      await expect
        .poll(async () => hiddenBy(await readGeometry(page)), {
          message: `cell ${i + 1} (${geometry.label}) is fully visible`,
          timeout: 2_000,
        })
        .toEqual([]);
      visited.push(geometry.label);
      const isJudgeMark = /, J\d+$/.test(geometry.label);
      await page.keyboard.type(isJudgeMark ? '7' : '0');
      await page.keyboard.press('Enter');
    }
    // Every cell was reached by Enter, in order, through element 5's (and the last row's) J7.
    expect(visited).toContain('Elemento 3 (ChoHy), J7');
    expect(new Set(visited).size).toBe(count);
    await expect(page.getByRole('status', { name: 'Total Impressão' })).not.toHaveText('—');
  });
}
