import { expect, test } from '@playwright/test';
import { downloadPdf } from './fixtures/pdf.ts';
import { DEMO } from './fixtures/coach-card.ts';

test('the first PDF of a page load leaves the console clean: no CSP violation, no error', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  // A violation is reported to the page as an event even when the browser logs nothing.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });

  await page.goto('/competition');
  await page
    .getByRole('group', { name: `Ações de ${DEMO}` })
    .getByRole('link', { name: 'Ordem de partida' })
    .click();
  await expect(page.getByRole('heading', { name: 'Ordem de partida', level: 1 })).toBeVisible();

  const { text } = await downloadPdf(page, 'Ordem de partida (PDF)');
  expect(text).toContain(DEMO);

  expect(problems).toEqual([]);
});
