// @vitest-environment node
import { buildJudgeCards } from '@artistic/domain/coach-card/judge-cards';
import { BUILT_IN_RULESET } from '@artistic/domain/ruleset/built-in';
import { renderToBuffer } from '@react-pdf/renderer';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JudgeCardsDocument } from './judge-cards-pdf';
import { printedPages } from '../test/pdf-tools';
import { tPt as t } from '../test/pt-translator';

const buildSheet = (
  JuizesCoachCard: number,
  Clube = 'Clube Natação Açores',
  Nome = 'Campeonato Nacional de Inverno',
) =>
  buildJudgeCards(
    {
      Categoria: 'JUN',
      Esquema: 'DUETO TECNICO',
      Clube,
      Elementos: [
        { Elemento: 'TRE', Grupo: 'none', Dificuldade_declarada: [{ Codigo_cc: 'TRE_DT_1A' }] },
        { Elemento: 'TRA', Dificuldade_declarada: [] },
        { Elemento: 'ACR', Grupo: 'Pair', Dificuldade_declarada: [] },
        { Elemento: 'HIB', Grupo: 'none', Dificuldade_declarada: [{ Codigo_cc: 'T1' }] },
        { Elemento: 'SuCon', Dificuldade_declarada: [] },
      ],
    },
    { Nome, JuizesCoachCard },
    BUILT_IN_RULESET,
  );

/** Each text is on the page, after the one before. */
function expectInOrder(page: string, texts: readonly string[]) {
  let from = 0;
  for (const text of texts) {
    const at = page.indexOf(text, from);
    expect(at, `'${text}' after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + text.length;
  }
}

const workDir = mkdtempSync(join(tmpdir(), 'judge-cards-pdf-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

async function renderFile(judges = 5, club?: string, competition?: string): Promise<string> {
  const buffer = await renderToBuffer(
    <JudgeCardsDocument sheet={buildSheet(judges, club, competition)} t={t} language="pt" />,
  );
  const file = join(workDir, 'judge-cards.pdf');
  writeFileSync(file, buffer);
  return file;
}

describe('JudgeCardsDocument', () => {
  it('prints a 5-judge panel as four cards on an A4 page and one on a second, with the element list', async () => {
    const file = await renderFile();
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+2/);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);

    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const pages = printedPages(text);
    expect(pages).toHaveLength(2);
    const [first = '', second = ''] = pages;
    expect(first.match(/Campeonato Nacional de Inverno/g)).toHaveLength(4);
    expect(second.match(/Campeonato Nacional de Inverno/g)).toHaveLength(1);
    expect(second).toContain('Clube Natação Açores');
    expect(second).toContain('Nº de apresentação');
    expect(second).toContain('Júnior (JUN)');
    expect(second).toContain('Dueto Técnico');
    expect(second).not.toContain('DUETO TECNICO');
    expect(second).toMatch(/1\s+TRE_DT_1A/);
    expect(second).toMatch(/2\s+ACR \(Pair\)/);
    expect(second).toMatch(/3\s+HIB/);
    expect(second).not.toContain('TRA');
    expect(second).not.toContain('SuCon');
    // The artistic impression rows the phones and the scoring table score, in their order.
    expectInOrder(second, [
      'HIB',
      'Impressão artística',
      'Coreografia & Musicalidade',
      'Desempenho',
      'Transições',
      'Juiz nº 5',
    ]);
    expect(first.match(/Coreografia & Musicalidade/g)).toHaveLength(4);
    expect(first.match(/Juiz nº \d/g)).toEqual([
      'Juiz nº 1',
      'Juiz nº 2',
      'Juiz nº 3',
      'Juiz nº 4',
    ]);
    expect(second.match(/Juiz nº \d/g)).toEqual(['Juiz nº 5']);
    expect(second).toContain('Assinatura');
  });

  it('prints a 7-judge panel as seven numbered cards: four, then three', async () => {
    const file = await renderFile(7);
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Pages:\s+2/);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const pages = printedPages(text);
    expect(pages.map((page) => page.match(/Assinatura/g)?.length)).toEqual([4, 3]);
    expect(text.match(/Juiz nº \d/g)?.sort()).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((n) => `Juiz nº ${n}`),
    );
  });

  it("gives a Masters routine's card its one artistic row, 'Impressão Artística'", async () => {
    const sheet = buildJudgeCards(
      {
        Categoria: 'MAS',
        Esquema: 'SOLO LIVRE',
        Clube: 'Clube Natação Açores',
        Elementos: [{ Elemento: 'Execução', Dificuldade_declarada: [] }],
      },
      { Nome: 'Taça Masters', JuizesCoachCard: 5 },
      BUILT_IN_RULESET,
    );
    const buffer = await renderToBuffer(<JudgeCardsDocument sheet={sheet} t={t} language="pt" />);
    const file = join(workDir, 'masters.pdf');
    writeFileSync(file, buffer);
    const [first = ''] = printedPages(
      execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
    );
    expect(first).toContain('Solo Livre');
    expectInOrder(first, ['Execução', 'Impressão artística', 'Impressão Artística', 'Juiz nº 1']);
    expect(first).not.toContain('Coreografia');
    expect(first).not.toContain('Desempenho');
  });

  it('never splits a word of a long club or competition name with a hyphen', async () => {
    const club =
      'Associação Desportiva Recreativa Cultural Amadorense Extraordinariamente Conhecida';
    const competition =
      'Campeonato Internacional Intermunicipal Extraordinário de Natação Artística Subaquática';
    const file = await renderFile(5, club, competition);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const words = text.split(/\s+/);
    for (const word of [...club.split(' '), ...competition.split(' ')]) {
      expect(words).toContain(word);
    }
  });
});
