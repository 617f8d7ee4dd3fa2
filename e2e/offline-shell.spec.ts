import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { LinkProxy } from '../scripts/src/link-proxy.ts';
import { startLinkProxy } from '../scripts/src/link-proxy.ts';
import { addCompetition, adminApi, apiAs, SCORED_FIGURES } from './fixtures/api.ts';
import { bornFor, UPCOMING } from './fixtures/dates.ts';
import { sendMarkOnPhone } from './fixtures/scoring.ts';

/**
 * Issue 40, the offline shell: a judge's phone and a parent's phone at the pool lose the Wi-Fi,
 * and reload. The link between the browser and the server is a proxy this journey cuts
 * (scripts/src/link-proxy.ts): `context.setOffline` does not reach the service worker's own
 * requests in Chromium (microsoft/playwright#2311), so only a real cut proves the shell.
 * Everything is set up through the API; the phones open the proxy's address.
 */
const stamp = Date.now() % 100000;
const ANA = { Licenca: 40601, Nome: `Ana Sem Rede ${stamp}`, Ano: bornFor(11) };
const BIA = { Licenca: 40602, Nome: `Bia Sem Rede ${stamp}`, Ano: bornFor(11) };
/** Ana's sheet: every judge 7 on both figures, so her overall is 70. */
const ANA_TOTAL = '70,0000';
/** Where the journey leaves its screenshots (the notes of issue 40), when the folder exists. */
const SHOTS = process.env['OFFLINE_SHOTS_DIR'];

/**
 * A competition of INF figures: Ana (Alfa) scored, Bia (Beta) not yet and in the water, with
 * seat J1 of the figures panel issued; answers its id and J1's code.
 */
async function setUp() {
  const { origin, admin } = await adminApi();
  const compId = await addCompetition(admin, {
    Nome: `Taça Sem Rede ${stamp}`,
    ...UPCOMING,
    Ordem: [{ Tipo: 'Figuras', Categoria: 'INF', Resultado: true, Price: 10 }],
    Figuras: SCORED_FIGURES,
  });
  for (const [user, club, who] of [
    ['clube1', 'Clube Natação Alfa', ANA],
    ['clube2', 'Clube Natação Beta', BIA],
  ] as const) {
    const entering = await apiAs(origin, user);
    await entering('POST', '/api/figura/add', {
      Competicao: compId,
      Categoria: 'INF',
      Clube: club,
      Atletas: [who],
    });
  }
  await admin('POST', `/api/competitions/${compId}/startlist`, {});
  const { StartList } = await admin<{
    StartList: { Atletas_start: { Numero: number; Atletas: { License: number }[] }[] }[];
  }>('GET', `/api/competitions/${compId}`);
  const anaNumber = StartList[0]?.Atletas_start.find((slot) =>
    slot.Atletas.some((a) => a.License === ANA.Licenca),
  )?.Numero;
  await admin('POST', '/api/resultadoFigura/add', {
    Categoria: 'INF',
    Esquema: 'Figuras',
    Clube: 'Clube Natação Alfa',
    Number: anaNumber,
    Atleta: ANA,
    Resultados_fig: SCORED_FIGURES.map((f) => ({
      Name: f.Nome,
      FP_val: f.Valor,
      J1: 7,
      J2: 7,
      J3: 7,
      J4: 7,
      J5: 7,
    })),
    Extra: false,
    comp_id: compId,
  });
  const seat = await admin<{ code: string }>(
    'POST',
    `/api/competitions/${compId}/panel/seats/figuras/1/issue`,
  );
  const bia = `fig:INF:Figuras:${BIA.Licenca}`;
  await admin('PUT', `/api/competitions/${compId}/panel/figuras/pointer`, {
    open: true,
    entry: bia,
    version: 0,
  });
  const marksOfBia = async () =>
    (
      await admin<{ marks: { seat: number; row: string; value: number }[] }>(
        'GET',
        `/api/competitions/${compId}/panel/figuras/marks?entry=${encodeURIComponent(bia)}`,
      )
    ).marks;
  return { compId, code: seat.code, marksOfBia };
}

/**
 * Waits until the page is the service worker's and the worker holds what a reload without network
 * needs: every hashed file and public read the page fetched (the page asks the worker to keep
 * those it fetched before the worker ran, lib/service-worker.ts).
 */
async function waitForOfflineShell(page: Page, reads: RegExp[]) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await expect
    .poll(
      () =>
        page.evaluate(
          async (patterns: string[]) => {
            const fetched = performance
              .getEntriesByType('resource')
              .map((entry) => new URL(entry.name))
              .filter(
                (url) => url.origin === location.origin && url.pathname.startsWith('/assets/'),
              )
              .map((url) => url.pathname);
            const missing: string[] = [];
            for (const path of new Set(['/index.html', '/api/config', ...fetched]))
              if (!(await caches.match(path))) missing.push(path);
            const kept = (await (await caches.open('artistic-public-api')).keys()).map(
              (request) => new URL(request.url).pathname,
            );
            for (const pattern of patterns)
              if (!kept.some((path) => new RegExp(pattern).test(path))) missing.push(pattern);
            return missing;
          },
          reads.map((re) => re.source),
        ),
      { timeout: 30_000, message: 'what the service worker still lacks for a reload offline' },
    )
    .toEqual([]);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

let link: LinkProxy | undefined;
test.afterEach(async () => {
  await link?.close();
  link = undefined;
});

test("a judge's phone reloaded without Wi-Fi opens from the offline shell, shows its waiting mark and sends it once when the link is back; a parent's result list shows the last results", async ({
  browser,
}) => {
  test.slow();
  const { origin } = await adminApi();
  const { compId, code, marksOfBia } = await setUp();
  link = await startLinkProxy(origin);
  const proxy = link;

  // The judge opens the seat from the QR code's link, with the Wi-Fi up.
  const phoneContext = await browser.newContext({
    baseURL: proxy.url,
    viewport: { width: 360, height: 740 },
    locale: 'pt-PT',
  });
  const phone = await phoneContext.newPage();
  await phone.goto(`/judge/${code.replace('-', '')}`);
  await expect(phone.getByRole('heading', { name: 'J1 · Figuras' })).toBeVisible();
  await expect(phone.getByRole('region', { name: 'Na água' })).toContainText(BIA.Nome);
  await expect(phone).toHaveURL(/\/judge$/);
  await waitForOfflineShell(phone, []);

  // The Wi-Fi drops; the judge types Barracuda's mark: it waits on the phone.
  proxy.cut();
  await sendMarkOnPhone(phone, 'Barracuda', '7,5');
  const barracuda = phone.getByRole('button', { name: /Barracuda/ });
  await expect(barracuda).toContainText('7,5 · por enviar');

  // The phone reloads the page with no connection: the shell opens, says it is offline and shows
  // the waiting mark on its row.
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'J1 · Figuras' })).toBeVisible();
  await expect(phone.getByRole('region', { name: 'Na água' })).toContainText(BIA.Nome);
  await expect(phone.getByRole('button', { name: /Barracuda/ })).toContainText('7,5 · por enviar');
  await expect(phone.getByRole('status').filter({ hasText: /^Sem ligação/ })).toHaveText(
    'Sem ligação — as notas ficam neste telemóvel e seguem quando a rede voltar · 1 nota(s) por enviar',
  );
  await shoot(phone, 'offline-judge-360x740');
  expect(await marksOfBia()).toEqual([]);

  // The link is back: the mark goes out, once.
  proxy.restore();
  await expect(phone.getByRole('button', { name: /Barracuda/ })).toContainText('7,5 · enviada');
  await expect(phone.getByRole('status').filter({ hasText: /^Ligado/ })).toBeVisible();
  const marks = await marksOfBia();
  expect(marks).toHaveLength(1);
  expect(marks[0]).toMatchObject({ seat: 1, row: '0', value: 7.5 });
  await phoneContext.close();

  // A parent follows the result list with the Wi-Fi up.
  const parentContext = await browser.newContext({
    baseURL: proxy.url,
    viewport: { width: 360, height: 740 },
    locale: 'pt-PT',
  });
  const parent = await parentContext.newPage();
  await parent.goto(`/resultList?id=${compId}`);
  const table = parent.getByRole('table', { name: 'Infantil — Figuras' });
  await expect(table).toContainText(ANA_TOTAL);
  await waitForOfflineShell(parent, [/\/resultList\/events$/, /\/resultList\/events\/1$/]);

  // No Wi-Fi, and the page is reloaded: the last results, saying so and from when.
  proxy.cut();
  await parent.reload();
  await expect(parent.getByRole('table', { name: 'Infantil — Figuras' })).toContainText(ANA_TOTAL);
  await expect(
    parent.getByText(/^Sem ligação — a mostrar os resultados das \d\d:\d\d$/),
  ).toBeVisible();
  await shoot(parent, 'offline-result-list-360x740');

  // Back online: the notice goes with the next poll.
  proxy.restore();
  await expect(parent.getByText(/^Sem ligação/)).toHaveCount(0, { timeout: 15_000 });
  await parentContext.close();
});
