import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { LinkProxy } from '../scripts/src/link-proxy.ts';
import { startLinkProxy } from '../scripts/src/link-proxy.ts';
import type { ApiClient } from './fixtures/api.ts';
import { addCompetition, apiAs, SCORED_FIGURES } from './fixtures/api.ts';
import { bornFor, UPCOMING } from './fixtures/dates.ts';
import { logInThroughLoginPage } from './fixtures/login.ts';
import { sendMarkOnPhone } from './fixtures/scoring.ts';
import type { TwoServers } from './fixtures/two-servers.ts';
import { startTwoServers } from './fixtures/two-servers.ts';

/**
 * Issue 40: the venue's laptop runs the competition and publishes it to the federation's site.
 * Two real servers (fixtures/two-servers.ts: the venue on PGlite, the site on PostgreSQL when
 * TEST_DATABASE_URL is set), with a proxy this journey controls on each link: venue → site (the
 * venue's internet) and phones → venue (the pool's Wi-Fi). Set-up goes through the API; what a
 * person does (creating the publication, pasting the key, the judges' keypads, a visitor's page)
 * goes through the pages.
 */
const stamp = Date.now() % 100000;
const VENUE = 'Piscina Municipal de Coimbra';
const ATHLETES = [
  { Licenca: 41001, Nome: `Ana da Piscina ${stamp}`, Ano: bornFor(11), club: 'Alfa' },
  { Licenca: 41002, Nome: `Bia da Piscina ${stamp}`, Ano: bornFor(11), club: 'Beta' },
  { Licenca: 41003, Nome: `Cátia da Piscina ${stamp}`, Ano: bornFor(11), club: 'Alfa' },
  { Licenca: 41004, Nome: `Dora da Piscina ${stamp}`, Ano: bornFor(11), club: 'Beta' },
] as const;
const CLUBS = {
  Alfa: { user: 'clube1', name: 'Clube Natação Alfa' },
  Beta: { user: 'clube2', name: 'Clube Natação Beta' },
} as const;
/** Every judge's mark of each athlete on both figures: her overall is 10 × it. */
const MARKS = [7, 6, 6.5, 8] as const;
/** A mark as the keypad shows it ('6,5'). */
const shown = (mark: number) => String(mark).replace('.', ',');
const TOTALS = ['70,0000', '60,0000', '65,0000', '80,0000'] as const;
const JUDGES = 5;
const entryOf = (licence: number) => `fig:INF:Figuras:${licence}`;

/** A page of its own (a browser context), on one of the two servers, in Portuguese. */
async function pageOn(browser: Browser, baseURL: string, phone = false): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-PT',
    viewport: phone ? { width: 360, height: 740 } : { width: 1280, height: 800 },
  });
  return context.newPage();
}

/** The site's competition: INF figures, four athletes of two clubs entered on the site, drawn. */
async function competitionOnTheSite(site: TwoServers['site']) {
  const admin = await apiAs(site.url, 'admin');
  const compId = await addCompetition(admin, {
    Nome: `Campeonato da Piscina ${stamp}`,
    ...UPCOMING,
    JuizesFiguras: JUDGES,
    Ordem: [{ Tipo: 'Figuras', Categoria: 'INF', Resultado: true, Price: 10 }],
    Figuras: SCORED_FIGURES,
  });
  for (const club of ['Alfa', 'Beta'] as const) {
    const entering = await apiAs(site.url, CLUBS[club].user);
    await entering('POST', '/api/figura/add', {
      Competicao: compId,
      Categoria: 'INF',
      Clube: CLUBS[club].name,
      Atletas: ATHLETES.filter((a) => a.club === club).map(({ Licenca, Nome, Ano }) => ({
        Licenca,
        Nome,
        Ano,
      })),
    });
  }
  await admin('POST', `/api/competitions/${compId}/startlist`, {});
  return { admin, compId };
}

/** The start number of an athlete, as the venue drew it. */
async function numberOf(admin: ApiClient, compId: string, licence: number) {
  const { StartList } = await admin<{
    StartList: { Atletas_start: { Numero: number; Atletas: { License: number }[] }[] }[];
  }>('GET', `/api/competitions/${compId}`);
  return StartList[0]?.Atletas_start.find((slot) => slot.Atletas.some((a) => a.License === licence))
    ?.Numero;
}

/** The scoring table saves an athlete's sheet with the panel's marks (every judge the same). */
async function saveSheet(admin: ApiClient, compId: string, index: number) {
  const who = ATHLETES[index];
  const mark = MARKS[index];
  if (!who || mark === undefined) throw new Error(`no athlete ${index}`);
  const judges = Object.fromEntries(
    Array.from({ length: JUDGES }, (_, j) => [`J${j + 1}`, mark] as const),
  );
  await admin('POST', '/api/resultadoFigura/add', {
    Categoria: 'INF',
    Esquema: 'Figuras',
    Clube: CLUBS[who.club].name,
    Number: await numberOf(admin, compId, who.Licenca),
    Atleta: { Licenca: who.Licenca, Nome: who.Nome, Ano: who.Ano },
    Resultados_fig: SCORED_FIGURES.map((f) => ({ Name: f.Nome, FP_val: f.Valor, ...judges })),
    Extra: false,
    comp_id: compId,
  });
}

// A step that cannot happen fails within half a minute, not at the journey's end.
test.use({ actionTimeout: 30_000 });

let servers: TwoServers | undefined;
const proxies: LinkProxy[] = [];
test.afterEach(async () => {
  await Promise.all(proxies.splice(0).map((p) => p.close()));
  await servers?.stop();
  servers = undefined;
});

test("the venue's laptop publishes to the federation's site: phones' marks reach the site, a cut link loses nothing and repeats nothing, the site's banner tells the truth", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  servers = await startTwoServers();
  const { venue, site } = servers;
  const internet = await startLinkProxy(site.url);
  const wifi = await startLinkProxy(venue.url);
  proxies.push(internet, wifi);

  // Weeks before: the clubs entered on the federation's site; the venue's laptop takes a copy.
  const { admin: siteAdmin, compId } = await competitionOnTheSite(site);
  const venueAdmin = await apiAs(venue.url, 'admin');
  const exported = await siteAdmin<unknown>('GET', `/api/competitions/${compId}/export`);
  await venueAdmin('POST', '/api/import', exported);

  // On the site: 'Publicações' → a publication for the venue, its key shown once.
  const siteDesk = await pageOn(browser, site.url);
  await logInThroughLoginPage(siteDesk, 'admin');
  await siteDesk.goto('/admin/publications');
  await expect(siteDesk.getByRole('heading', { name: 'Publicações' })).toBeVisible();
  await siteDesk.getByRole('combobox', { name: 'Competição' }).click();
  await siteDesk.getByRole('option', { name: `Campeonato da Piscina ${stamp}` }).click();
  await siteDesk.getByRole('textbox', { name: 'Nome da piscina' }).fill(VENUE);
  await siteDesk.getByRole('button', { name: 'Criar publicação' }).click();
  const keyDialog = siteDesk.getByRole('dialog', { name: 'Chave da publicação' });
  await expect(keyDialog).toContainText('Mostrada só esta vez');
  const key = await keyDialog.getByRole('textbox', { name: 'Chave' }).inputValue();
  expect(key).toMatch(/^pub_/);
  await keyDialog.getByRole('button', { name: 'Fechar' }).click();

  // A parent at home follows the site's result list on a phone: nothing from the pool yet.
  const parent = await pageOn(browser, site.url, true);
  await parent.goto(`/resultList?id=${compId}`);
  const banner = parent.getByTestId('venue-live');
  await expect(banner).toContainText('À espera da piscina');

  // At the pool: 'Publicar no site da federação' with the site's address and the key.
  const laptop = await pageOn(browser, venue.url);
  await logInThroughLoginPage(laptop, 'admin');
  await laptop.goto(`/admin/publish?comp=${compId}`);
  await expect(
    laptop.getByRole('heading', { name: 'Publicar no site da federação' }),
  ).toBeVisible();
  await laptop.getByRole('textbox', { name: 'Endereço do site' }).fill(internet.url);
  await laptop.getByRole('textbox', { name: 'Chave' }).fill(key);
  await laptop.getByRole('button', { name: 'Publicar' }).click();
  await expect(laptop.getByText(/^Tudo enviado · confirmado às \d\d:\d\d:\d\d$/)).toBeVisible({
    timeout: 15_000,
  });
  await expect(banner).toContainText(/Em direto da piscina · atualizado às \d\d:\d\d:\d\d/, {
    timeout: 15_000,
  });

  // The judges' phones on the pool's Wi-Fi: Ana is in the water, five judges send their marks.
  const ana = ATHLETES[0];
  await venueAdmin('PUT', `/api/competitions/${compId}/panel/figuras/pointer`, {
    open: true,
    entry: entryOf(ana.Licenca),
    version: 0,
  });
  const phones: Page[] = [];
  for (let seat = 1; seat <= JUDGES; seat++) {
    const { code } = await venueAdmin<{ code: string }>(
      'POST',
      `/api/competitions/${compId}/panel/seats/figuras/${seat}/issue`,
    );
    const phone = await pageOn(browser, wifi.url, true);
    await phone.goto(`/judge/${code.replace('-', '')}`);
    await expect(phone.getByRole('heading', { name: `J${seat} · Figuras` })).toBeVisible();
    await expect(phone.getByRole('region', { name: 'Na água' })).toContainText(ana.Nome);
    phones.push(phone);
  }
  for (const phone of phones)
    for (const figure of SCORED_FIGURES) await sendMarkOnPhone(phone, figure.Nome, shown(MARKS[0]));
  // The table saves Ana's sheet with the panel's marks.
  const marksOf = async (licence: number) =>
    (
      await venueAdmin<{ marks: { seat: number; row: string; value: number }[] }>(
        'GET',
        `/api/competitions/${compId}/panel/figuras/marks?entry=${encodeURIComponent(entryOf(licence))}`,
      )
    ).marks;
  await expect.poll(async () => (await marksOf(ana.Licenca)).length).toBe(JUDGES * 2);
  expect((await marksOf(ana.Licenca)).every((m) => m.value === MARKS[0])).toBe(true);
  await saveSheet(venueAdmin, compId, 0);

  // The parent at home sees Ana's total on the site within seconds.
  const table = parent.getByRole('table', { name: 'Infantil — Figuras' });
  await expect(table).toContainText(TOTALS[0], { timeout: 15_000 });

  // Bia is in the water; J1's phone knows it.
  const bia = ATHLETES[1];
  const { version } = await venueAdmin<{ version: number }>(
    'GET',
    `/api/competitions/${compId}/panel/figuras`,
  );
  await venueAdmin('PUT', `/api/competitions/${compId}/panel/figuras/pointer`, {
    open: true,
    entry: entryOf(bia.Licenca),
    version,
  });
  const j1 = phones[0];
  if (!j1) throw new Error('five phones');
  await expect(j1.getByRole('region', { name: 'Na água' })).toContainText(bia.Nome, {
    timeout: 15_000,
  });

  // The venue's internet drops. The pool goes on: three more sheets and the event signed.
  internet.cut();
  for (const index of [1, 2, 3]) await saveSheet(venueAdmin, compId, index);
  await venueAdmin('POST', `/api/competitions/${compId}/resultList/events/1/sign`, {
    closeInquiryWindow: true,
  });
  await expect(laptop.getByText(/alterações por enviar/)).toBeVisible({ timeout: 15_000 });
  await expect(laptop.getByText(/^Sem ligação ao site/)).toBeVisible();
  // The site still shows what it had, and says since when the pool is out of reach.
  await expect(banner).toContainText(/Sem ligação à piscina desde \d\d:\d\d/, { timeout: 60_000 });
  await expect(table).not.toContainText(TOTALS[1]);

  // The pool's Wi-Fi drops too: J1 types a mark, reloads the page with no connection.
  wifi.cut();
  await sendMarkOnPhone(j1, 'Barracuda', shown(MARKS[1]));
  await expect(j1.getByRole('button', { name: /Barracuda/ })).toContainText('6 · por enviar');
  await j1.reload();
  await expect(j1.getByRole('heading', { name: 'J1 · Figuras' })).toBeVisible();
  await expect(j1.getByRole('button', { name: /Barracuda/ })).toContainText('6 · por enviar');
  await expect(j1.getByText(/^Sem ligação/).first()).toBeVisible();

  // Both links return: the phone's mark arrives once; the site shows everything, in order.
  wifi.restore();
  internet.restore();
  // (Bia's sheet was saved meanwhile with the same 6: the phone says the table took it.)
  await expect(j1.getByRole('button', { name: /Barracuda/ })).toContainText(
    /6 · (enviada|aceite pela mesa)/,
    { timeout: 15_000 },
  );
  expect((await marksOf(bia.Licenca)).filter((m) => m.seat === 1)).toHaveLength(1);
  for (const total of TOTALS) await expect(table).toContainText(total, { timeout: 15_000 });
  await expect(parent.getByText('Oficial').first()).toBeVisible({ timeout: 15_000 });
  await expect(banner).toContainText(/Em direto da piscina · atualizado às/, { timeout: 15_000 });
  await expect(laptop.getByText(/^Tudo enviado · confirmado às/)).toBeVisible({ timeout: 15_000 });

  // Nothing came twice: the site applied each batch once, its sequences strictly increasing.
  const audit = await siteAdmin<{
    items: { action: string; after: { seq?: number; fromSeq?: number } | null }[];
  }>('GET', `/api/audit?compId=${compId}&limit=200`);
  const seqs = audit.items
    .filter((row) => row.action === 'publish')
    .map((row) => row.after?.seq ?? -1)
    .reverse();
  expect(seqs.length).toBeGreaterThanOrEqual(2);
  for (let i = 1; i < seqs.length; i++) expect(seqs[i]).toBeGreaterThan(seqs[i - 1] ?? 0);

  // The site's copy is read-only while the venue publishes: a write names the venue.
  await expect(
    siteAdmin('POST', `/api/competitions/${compId}/panel/seats/figuras/1/issue`),
  ).rejects.toThrow(new RegExp(`409.*${VENUE}`));

  // The laptop ends the publication: the site has everything and is its own again.
  await laptop.getByRole('button', { name: 'Terminar publicação' }).click();
  await laptop
    .getByRole('dialog', { name: 'Terminar publicação' })
    .getByRole('button', { name: 'Terminar publicação' })
    .click();
  await expect(laptop.getByText(/^Publicação terminada às/)).toBeVisible({ timeout: 15_000 });
  await siteDesk.reload();
  await expect(siteDesk.getByRole('cell', { name: 'Terminada' })).toBeVisible();
  await expect(banner).toHaveCount(0, { timeout: 15_000 });
  for (const total of TOTALS) await expect(table).toContainText(total);
});
