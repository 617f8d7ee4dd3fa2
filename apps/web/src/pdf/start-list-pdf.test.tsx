// @vitest-environment node
import type { StartListResponse } from '@artistic/domain/start-list/schema';
import { buildStartListSheet } from '@artistic/domain/start-list/sheet';
import { aStartList } from '@artistic/domain/testing/builders';
import { describe, expect, it } from 'vitest';
import { StartListDocument } from './start-list-pdf';
import { expectEveryPageHeaded, printedPages, renderedText } from '../test/pdf-tools';
import { tPt as t } from '../test/pt-translator';

const names = [
  'Rita Gonçalves',
  'Ana Simões',
  'Inês Conceição',
  'Maria Lopes',
  'Beatriz Araújo',
  'Leonor Guimarães',
];

/** Figures: the six names, Açores and Algés in turn; one duet of Algés: Ana Simões and Maria Lopes. */
const data = aStartList({
  figures: names.map((name, index) => ({
    Numero: 10 + index,
    Name: name,
    Team: index % 2 === 0 ? 'Clube Natação Açores' : 'Sport Algés e Dafundo',
    License: 1000 + index,
    Year: 2015,
  })),
  duets: [
    [
      { Numero: 11, Name: 'Ana Simões', Team: 'Sport Algés e Dafundo', License: 1001, Year: 2014 },
      { Numero: 13, Name: 'Maria Lopes', Team: 'Sport Algés e Dafundo', License: 1003, Year: 2013 },
    ],
  ],
});

function renderText(input: StartListResponse): Promise<string> {
  const sheet = buildStartListSheet(input, 'pt');
  return renderedText(<StartListDocument sheet={sheet} t={t} language="pt" />);
}

describe('StartListDocument', () => {
  it('holds the club table and every athlete of a block in the page order', async () => {
    const text = await renderText(data);
    expect(text).toContain('Ordem de partida');
    expect(text).toContain('Campeonato Nacional de Inverno — 2026-02-14');
    expect(text).toMatch(/Clube Natação Açores\s+3/);
    expect(text).toMatch(/Total\s+6/);

    const pages = text.split('\f');
    const figures = pages.find((page) => page.includes('1. Infantil — Figuras')) ?? '';
    expect(figures).not.toContain('Nº atleta');
    const positions = names.map((name) => figures.indexOf(name));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(figures).toMatch(/1\s+Rita Gonçalves\s+Clube Natação Açores\s+1000\s+2015/);
  });

  it('starts each block after the first on a new page, with the start number once per slot', async () => {
    const text = await renderText(data);
    const pages = printedPages(text);
    expect(pages).toHaveLength(2);
    const duet = pages[1] ?? '';
    expect(duet).toContain('2. Juvenil — Dueto Livre');
    expect(duet).toContain('Nº atleta');
    expect(duet).toMatch(/1\s+11\s+Ana Simões/);
    expect(duet).toMatch(/\n\s+13\s+Maria Lopes/);
  });

  it('carries the competition name and date and the page number on every page', async () => {
    const many = Array.from({ length: 90 }, (_, index) => ({
      Numero: index + 1,
      Atletas: [
        {
          Numero: 100 + index,
          Name: `Atleta ${index + 1} ${names[index % names.length] ?? ''}`,
          Team: 'Clube Natação Açores',
          License: 2000 + index,
          Year: 2015,
        },
      ],
    }));
    const figures = data.StartList[0];
    if (!figures) throw new Error('fixture');
    const text = await renderText({
      ...data,
      StartList: [{ ...figures, Atletas_start: many }, ...data.StartList.slice(1)],
    });
    const pages = printedPages(text);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expectEveryPageHeaded(pages, 'Campeonato Nacional de Inverno — 2026-02-14');
  });

  it('prints no page and no heading for an event nobody entered', async () => {
    const text = await renderText({
      ...data,
      StartList: [
        ...data.StartList,
        { Ordem: 3, Categoria: 'ABS', Prova: 'SOLO TECNICO', Atletas_start: [] },
      ],
    });
    const pages = printedPages(text);
    expect(pages).toHaveLength(2);
    expect(text).not.toContain('Solo Técnico');
    expect(text).not.toContain('Sem participantes nesta prova.');
  });

  it('never splits a name or a club with a hyphen', async () => {
    const club = 'Associação Desportiva Recreativa e Cultural Amadora-Sintrense Extraordinária';
    const long = 'Mariana Albuquerquevasconcelos Guimarãesmascarenhas Conceiçãosimões';
    const figures = data.StartList[0];
    if (!figures) throw new Error('fixture');
    const text = await renderText({
      ...data,
      StartList: [
        {
          ...figures,
          Atletas_start: [
            {
              Numero: 1,
              Atletas: [{ Numero: 9, Name: long, Team: club, License: 1, Year: 2015 }],
            },
          ],
        },
      ],
    });
    const words = text.split(/\s+/);
    for (const word of [...long.split(' '), ...club.split(' ')]) expect(words).toContain(word);
    expect(text).not.toMatch(/\p{L}-\s*\n/u);
  });

  it('says so when the start list was not generated', async () => {
    const text = await renderText({ ...data, StartList: [], clubs: [], totalAthletes: 0 });
    expect(text).toContain('A ordem de partida ainda não foi gerada.');
  });
});
