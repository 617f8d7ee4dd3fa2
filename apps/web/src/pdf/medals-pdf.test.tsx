// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildMedalsView } from '../lib/medals-view';
import { buildMedalsResponse } from '../test/medals-fixture';
import { expectEveryPageHeaded, printedPages, renderedText } from '../test/pdf-tools';
import { tPt as t } from '../test/pt-translator';
import { MedalsDocument } from './medals-pdf';

const renderText = (data = buildMedalsResponse()) =>
  renderedText(<MedalsDocument view={buildMedalsView(data, 'pt')} t={t} language="pt" />);

describe('MedalsDocument', () => {
  it('lists the medals per club, golds first, the club points and the table used', async () => {
    const text = await renderText();
    expect(text).toContain('Medalheiro');
    expect(text).toContain('Campeonato Nacional de Inverno — 2026-02-14');
    expect(text).toMatch(/Lugar\s+Clube\s+Ouro\s+Prata\s+Bronze\s+Total/);
    // Açores 2 golds ahead of Algés 1 gold, 1 silver, 1 bronze (three medals in all).
    expect(text).toMatch(/1\s+Clube Natação Açores\s+2\s+0\s+0\s+2\n/);
    expect(text).toMatch(/2\s+Sport Algés e Dafundo\s+1\s+1\s+1\s+3\n/);
    expect(text.indexOf('Clube Natação Açores')).toBeLessThan(text.indexOf('Sport Algés'));
    expect(text).toContain('Pontos por clube');
    expect(text).toMatch(/1\s+Sport Algés e Dafundo\s+22\n/);
    expect(text).toMatch(/2\s+Clube Natação Açores\s+18\n/);
    expect(text).toContain('Pontos por lugar: 9, 7, 6, 5, 4, 3, 2, 1');
  });

  it("lists each event's medallists with their medal, never the Extra", async () => {
    const text = await renderText();
    const figures = text.slice(text.indexOf('Infantil — Figuras'));
    expect(figures).toMatch(/Ouro\s+1\s+Rita Gonçalves\s+Clube Natação Açores\s+63,7511/);
    expect(figures).toMatch(/Prata\s+2\s+Maria Lopes\s+Sport Algés e Dafundo\s+60,5000/);
    expect(figures).toMatch(/Bronze\s+3\s+Ana Simões\s+Sport Algés e Dafundo\s+58,2500/);
    expect(text).not.toContain('Inês Conceição');
    expect(text).toMatch(/Ouro\s+1\s+Ana Simões, Maria Lopes\s+Sport Algés e Dafundo\s+163,9250/);
    expect(text).toMatch(/Absoluto — Equipa Livre\s+Ainda sem resultados\./);
  });

  it('uses the competition’s points per place', async () => {
    const text = await renderText(buildMedalsResponse([5, 3]));
    expect(text).toMatch(/1\s+Clube Natação Açores\s+10\n/);
    expect(text).toMatch(/2\s+Sport Algés e Dafundo\s+8\n/);
    expect(text).toContain('Pontos por lugar: 5, 3');
  });

  it('says so when no event has a medal yet, headed on every page', async () => {
    const empty = { ...buildMedalsResponse(), medalTable: [], clubPoints: [] };
    const text = await renderText({
      ...empty,
      events: empty.events.map((e) => ({ ...e, medallists: [] })),
    });
    expect(text).toContain('Ainda não há medalhas: nenhuma prova tem resultados.');
    expect(text).toContain('Ainda não há pontos.');
    expectEveryPageHeaded(printedPages(text), 'Campeonato Nacional de Inverno — 2026-02-14');
  });
});
