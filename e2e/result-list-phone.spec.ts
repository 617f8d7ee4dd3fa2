import { expect, test } from '@playwright/test';
import { DEMO } from './fixtures/coach-card.ts';

test.use({ viewport: { width: 360, height: 740 } });

/**
 * A parent at the pool opens the demo's result list on a 360 px phone: place, name, club and
 * total of every entry are on screen without scrolling sideways; the judges' marks of an entry
 * open below it on a tap, still within the screen.
 */
test('on a 360 px phone the result list shows place, name, club and total without sideways scrolling, the marks on a tap', async ({
  page,
  request,
}) => {
  const competitions = (await (await request.get('/api/competitions')).json()) as {
    _id: string;
    Nome: string;
  }[];
  const demo = competitions.find((c) => c.Nome === DEMO);
  expect(demo).toBeDefined();

  await page.goto(`/resultList?id=${demo?._id ?? ''}`);
  // It opens on the event happening now and names it in the address.
  await expect(page).toHaveURL(/[?&]ordem=\d+$/);
  const ordem = new URL(page.url()).searchParams.get('ordem') ?? '';
  const table = page.locator(`table[data-ordem="${ordem}"]`);
  await expect(table).toBeVisible();
  const select = page.getByRole('combobox', { name: 'Prova' });
  await expect(select).toHaveValue(ordem);

  const first = table.locator('tbody.result-list-entry').first().getByRole('row').first();
  const cells = first.getByRole('cell');
  await expect(cells).toHaveCount(4);
  await expect(cells.nth(0)).toHaveText('1');
  await expect(cells.nth(3)).toHaveText(/^\d+,\d{4}$/);
  const noSideways = async () => {
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
    for (let i = 0; i < 4; i++) {
      const box = await cells.nth(i).boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? -1) >= 0).toBe(true);
      expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(360);
    }
  };
  await noSideways();
  await expect(cells.nth(1)).not.toHaveText('');
  await expect(cells.nth(2)).not.toHaveText('');

  // The marks of the first entry, on a tap: each line with its judges and points.
  const toggle = cells.nth(1).getByRole('button');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const lines = table.locator('.result-list-lines tr');
  await expect(lines.first()).toBeVisible();
  await expect(lines.first()).toContainText(/J1 \d+,\d/);
  await expect(lines.first()).toContainText(/\d+,\d{4}/);
  await noSideways();

  // Another event from the select: its own table and address, and Back returns.
  const other = await select
    .locator('option')
    .evaluateAll(
      (options, shown) =>
        options.map((o) => (o as HTMLOptionElement).value).find((value) => value !== shown),
      ordem,
    );
  expect(other).toBeDefined();
  await select.selectOption(other ?? '');
  await expect(page.locator(`table[data-ordem="${other ?? ''}"]`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`ordem=${other ?? ''}$`));
  await page.goBack();
  await expect(table).toBeVisible();
  await expect(select).toHaveValue(ordem);
});
