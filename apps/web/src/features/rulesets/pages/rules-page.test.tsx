import type { RecomputePreview } from '@artistic/domain/ruleset/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeAuth } from '../../../test/fake-auth';
import { jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { problemResponse } from '../../../test/problem-responses';
import { renderWithProviders } from '../../../test/render-with-providers';
import {
  buildRulesetDocument,
  buildSeasonRulesetDocument,
  buildRulesetSummary,
  buildStoredRuleset,
  rulesetRoutes,
} from '../../../test/ruleset-fixture';
import { RulesPage } from './rules-page';
import { stubDownload } from '../../../test/download';
import { uploadJsonFile } from '../../../test/upload';

const admin = () => createFakeAuth({ isAuthenticated: true, accessToken: 'admin-token' });

const builtIn = buildStoredRuleset();
const season2027 = buildStoredRuleset(buildSeasonRulesetDocument(2027), {
  edited: true,
  version: 4,
});

const preview: RecomputePreview = {
  changedTotals: 1,
  competitions: [
    {
      competitionId: 'c1',
      competitionName: 'Campeonato Nacional de Inverno',
      results: 3,
      maxDelta: 1.2,
      changes: [
        {
          kind: 'routine',
          id: 'r1',
          event: 'Dueto Livre JUV',
          entry: 'Ana Silva, Rita Sousa (Clube Naval)',
          before: 150.1234,
          after: 151.3234,
          delta: 1.2,
        },
      ],
    },
  ],
};

function renderPage(routes: Parameters<typeof mockApi>[0] = {}, path = '/admin/rules') {
  const calls = mockApi({
    'GET /api/me': meResponse('admin'),
    ...rulesetRoutes(builtIn, season2027),
    ...routes,
  });
  renderWithProviders(<RulesPage />, { path, auth: admin() });
  return calls;
}

/** The JUV free duet cell of the HIB table. */
async function findHybridDuetJuv(): Promise<HTMLElement> {
  return screen.findByRole('textbox', { name: 'Híbridos (HIB) · Dueto Livre · JUV' });
}

describe('RulesPage (/admin/rules)', () => {
  it('tells a club there is no permission and lists nothing', async () => {
    const calls = mockApi({ 'GET /api/me': meResponse('clube', 'Clube Naval') });
    renderWithProviders(<RulesPage />, { path: '/admin/rules', auth: admin() });
    expect(await screen.findByText('Sem permissão')).toBeVisible();
    expect(calls.some((c) => c.url.startsWith('/api/rulesets'))).toBe(false);
  });

  it('lists the rulesets with validity, origin, provisional count and competitions', async () => {
    mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/rulesets': () =>
        jsonResponse([
          buildRulesetSummary(season2027, { provisionalFactors: 0, competitions: 1 }),
          buildRulesetSummary(builtIn, { provisionalFactors: 12, competitions: 3 }),
        ]),
      'GET /api/rulesets/fpn-2027': () => jsonResponse(season2027),
    });
    renderWithProviders(<RulesPage />, { path: '/admin/rules', auth: admin() });

    const list = await screen.findByRole('table', { name: 'Regulamentos' });
    const rows = within(list).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('FPN 2027');
    expect(rows[1]).toHaveTextContent('2027-01-01 a 2027-12-31');
    expect(rows[1]).toHaveTextContent('Editado');
    expect(rows[1]).toHaveTextContent('Nenhum provisório');
    expect(rows[1]).toHaveTextContent('1 competição');
    expect(rows[2]).toHaveTextContent('Incorporado');
    expect(rows[2]).toHaveTextContent('12 provisórios');
    expect(rows[2]).toHaveTextContent('3 competições');
    // The first one is opened.
    expect(await screen.findByRole('heading', { name: 'FPN 2027' })).toBeVisible();
  });

  it('highlights provisional values with a badge, and confirms one without changing it', async () => {
    const calls = renderPage(
      {
        'POST /api/rulesets/wa-2022-2026/preview': () =>
          jsonResponse({ changedTotals: 0, competitions: [] }),
      },
      '/admin/rules?id=wa-2022-2026',
    );
    const input = await findHybridDuetJuv();
    expect(input).toHaveValue('0,5');
    const cell = input.closest('td');
    if (!cell) throw new Error('no cell');
    expect(cell).toHaveAttribute('data-provisional', 'true');
    expect(within(cell).getByText('Provisório')).toBeVisible();

    await userEvent.click(
      within(cell).getByRole('button', {
        name: 'Confirmar valor Híbridos (HIB) · Dueto Livre · JUV',
      }),
    );
    expect(within(cell).queryByText('Provisório')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Confirmar alterações ao regulamento',
    });
    expect(await within(dialog).findByText('Nenhum total muda.')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST')?.body as {
      ruleset: { cdFactors: { HIB: Record<string, Record<string, unknown>> } };
    };
    expect(sent.ruleset.cdFactors.HIB['DUETO LIVRE']?.JUV).toEqual({
      value: 0.5,
      source: builtIn.ruleset.cdFactors.HIB?.['DUETO LIVRE']?.JUV?.source,
      provisional: false,
    });
  });

  it('refuses an out-of-range factor with the range, and sends nothing', async () => {
    const calls = renderPage({}, '/admin/rules?id=wa-2022-2026');
    const input = await findHybridDuetJuv();
    await userEvent.clear(input);
    await userEvent.type(input, '0,9');

    expect(input).toHaveAccessibleDescription(
      'Fator fora do intervalo do regulamento (0,2 a 0,7).',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Há valores por corrigir')).toBeVisible();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('previews the changed totals in decimal comma, and saves only after Confirmar', async () => {
    const saved = buildStoredRuleset(
      buildRulesetDocument((d) => {
        const cell = d.cdFactors.HIB?.['DUETO LIVRE']?.JUV;
        if (cell) Object.assign(cell, { value: 0.6, provisional: false, source: 'Federação' });
      }),
      { version: 2, edited: true },
    );
    const calls = renderPage(
      {
        'POST /api/rulesets/wa-2022-2026/preview': () => jsonResponse(preview),
        'PUT /api/rulesets/wa-2022-2026': () => jsonResponse({ saved, recomputed: preview }),
      },
      '/admin/rules?id=wa-2022-2026',
    );
    const input = await findHybridDuetJuv();
    await userEvent.clear(input);
    await userEvent.type(input, '0,6');
    const cell = input.closest('td');
    if (!cell) throw new Error('no cell');
    // A value the federation set is confirmed.
    expect(within(cell).queryByText('Provisório')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Confirmar alterações ao regulamento',
    });
    expect(
      await within(dialog).findByText(
        '1 total muda em 1 competição(ões); maior diferença: 1,2000.',
      ),
    ).toBeInTheDocument();
    const row = within(dialog).getByRole('row', { name: /Ana Silva/ });
    expect(row).toHaveTextContent('Campeonato Nacional de Inverno');
    expect(row).toHaveTextContent('Dueto Livre JUV');
    expect(row).toHaveTextContent('150,1234 → 151,3234');
    expect(row).toHaveTextContent('+1,2000');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    const previewBody = calls.find((c) => c.method === 'POST')?.body as {
      ruleset: {
        cdFactors: {
          HIB: Record<
            string,
            Record<string, { value: number; provisional: boolean; source: string }>
          >;
        };
      };
    };
    const sentCell = previewBody.ruleset.cdFactors.HIB['DUETO LIVRE']?.JUV;
    expect(sentCell?.value).toBe(0.6);
    expect(sentCell?.provisional).toBe(false);
    expect(sentCell?.source).toMatch(/^Definido pela federação/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(put?.body).toMatchObject({ version: 1, ruleset: { id: 'wa-2022-2026' } });
    expect(await screen.findByText('Regulamento gravado; 1 total recalculado.')).toBeVisible();
  });

  it('keeps the edits and explains a 409', async () => {
    renderPage(
      {
        'POST /api/rulesets/wa-2022-2026/preview': () => jsonResponse(preview),
        'PUT /api/rulesets/wa-2022-2026': () =>
          problemResponse(409, 'about:blank#stale_version', 'Conflict'),
      },
      '/admin/rules?id=wa-2022-2026',
    );
    const input = await findHybridDuetJuv();
    await userEvent.clear(input);
    await userEvent.type(input, '0,6');
    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Confirmar alterações ao regulamento',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByText('Regulamento alterado por outra pessoa')).toBeVisible();
    expect(await findHybridDuetJuv()).toHaveValue('0,6');
  });

  it('filters a code table by code or name', async () => {
    renderPage({}, '/admin/rules?id=wa-2022-2026');
    await userEvent.click(await screen.findByRole('tab', { name: 'Figuras' }));
    const panel = screen.getByRole('tabpanel', { name: 'Figuras' });
    await userEvent.type(within(panel).getByRole('searchbox', { name: 'Procurar' }), 'ballet leg');
    const table = within(panel).getByRole('table', { name: 'Figuras' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.textContent?.toLowerCase()).toContain('ballet leg');
    expect(within(table).getAllByText('Straight Ballet Leg')[0]).toBeVisible();
    expect(within(table).getAllByText('1,6')[0]).toBeVisible();
  });

  it('copies a ruleset for a new season and opens the copy', async () => {
    const copy = buildStoredRuleset(buildSeasonRulesetDocument(2028));
    const calls = renderPage(
      {
        'POST /api/rulesets/wa-2022-2026/copy': () => jsonResponse(copy, 201),
        'GET /api/rulesets/fpn-2028': () => jsonResponse(copy),
      },
      '/admin/rules?id=wa-2022-2026',
    );
    await findHybridDuetJuv();
    await userEvent.click(screen.getByRole('button', { name: 'Copiar para nova época' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copiar para nova época' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Identificador/ }),
      'fpn-2028',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nome/ }), 'FPN 2028');
    fireEvent.change(within(dialog).getByLabelText(/^Válido de/), {
      target: { value: '2028-01-01' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Válido até/), {
      target: { value: '2028-12-31' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copiar' }));

    expect(await screen.findByRole('heading', { name: 'FPN 2028' })).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      id: 'fpn-2028',
      name: 'FPN 2028',
      validFrom: '2028-01-01',
      validTo: '2028-12-31',
    });
  });

  it('exports the document as <id>.json', async () => {
    renderPage({}, '/admin/rules?id=wa-2022-2026');
    const download = stubDownload('blob:ruleset');
    await findHybridDuetJuv();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(download.click).toHaveBeenCalledTimes(1);
    expect(download.link().download).toBe('wa-2022-2026.json');
    const blob = download.blob();
    expect(JSON.parse(await blob.text())).toEqual(builtIn.ruleset);
  });

  it('lists the problems of an imported file by table, row and field', async () => {
    const calls = renderPage({
      'POST /api/rulesets': () =>
        problemResponse(400, 'about:blank#validation', 'Pedido inválido', {
          errors: [
            {
              path: 'ruleset.cdFactors.HIB.DUETO LIVRE.JUV.value',
              message: 'errors.factorRange',
            },
            { path: 'ruleset.validTo', message: 'errors.validityPeriod' },
          ],
        }),
    });
    await screen.findByRole('table', { name: 'Regulamentos' });
    await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar regulamento' });
    const document = buildRulesetDocument((d) => {
      d.id = 'fpn-2029';
    });
    await uploadJsonFile(dialog, JSON.stringify(document), 'fpn-2029.json');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));

    expect(
      await within(dialog).findByText(
        'cdFactors › HIB › DUETO LIVRE › JUV › value: Fator fora do intervalo do regulamento.',
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByText('validTo: O fim da validade não pode ser antes do início.'),
    ).toBeVisible();
    expect(within(dialog).getByText('Nada foi gravado. Corrija no ficheiro:')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ruleset: document });
  });

  it('asks before leaving with unsaved edits, and keeps them on «Ficar na página»', async () => {
    renderPage({}, '/admin/rules?id=wa-2022-2026');
    const input = await findHybridDuetJuv();
    await userEvent.clear(input);
    await userEvent.type(input, '0,6');
    await userEvent.click(screen.getByRole('link', { name: 'Voltar às competições' }));

    const dialog = await screen.findByRole('dialog', { name: 'Alterações por gravar' });
    expect(
      within(dialog).getByText('Há fatores alterados por gravar. Sair sem gravar?'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ficar na página' }));
    expect(await findHybridDuetJuv()).toHaveValue('0,6');
  });
});
