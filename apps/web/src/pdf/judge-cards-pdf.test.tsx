// @vitest-environment node
import { buildJudgeCards } from '@artistic/domain/sheets/judge-cards';
import { renderToBuffer } from '@react-pdf/renderer';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JudgeCardsDocument } from './judge-cards-pdf';
import { tPt as t } from '../test/pt-translator';

const sheet = buildJudgeCards(
  {
    Categoria: 'JUN',
    Esquema: 'DUETO TECNICO',
    Clube: 'Clube Natação Açores',
    Elementos: [
      { Elemento: 'TRE', Grupo: 'none', Dificuldade_declarada: [{ Codigo_cc: 'TRE_DT_1A' }] },
      { Elemento: 'TRA', Dificuldade_declarada: [] },
      { Elemento: 'ACR', Grupo: 'Pair', Dificuldade_declarada: [] },
      { Elemento: 'HIB', Grupo: 'none', Dificuldade_declarada: [{ Codigo_cc: 'T1' }] },
      { Elemento: 'SuCon', Dificuldade_declarada: [] },
    ],
  },
  { Nome: 'Campeonato Nacional de Inverno' },
);

const workDir = mkdtempSync(join(tmpdir(), 'judge-cards-pdf-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

async function renderFile(): Promise<string> {
  const buffer = await renderToBuffer(<JudgeCardsDocument sheet={sheet} t={t} language="pt" />);
  const file = join(workDir, 'judge-cards.pdf');
  writeFileSync(file, buffer);
  return file;
}

describe('JudgeCardsDocument', () => {
  it('prints four cards on an A4 page and one on a second page, with the element list', async () => {
    const file = await renderFile();
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+2/);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);

    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(pages).toHaveLength(2);
    const [first = '', second = ''] = pages;
    expect(first.match(/Campeonato Nacional de Inverno/g)).toHaveLength(4);
    expect(second.match(/Campeonato Nacional de Inverno/g)).toHaveLength(1);
    expect(second).toContain('Clube Natação Açores');
    expect(second).toContain('Nº de apresentação');
    expect(second).toContain('Júnior (JUN)');
    expect(second).toContain('DUETO TECNICO');
    expect(second).toMatch(/1\s+TRE_DT_1A/);
    expect(second).toMatch(/2\s+ACR \(Pair\)/);
    expect(second).toMatch(/3\s+HIB/);
    expect(second).not.toContain('TRA');
    expect(second).not.toContain('SuCon');
    expect(second).toContain('Juiz nº');
    expect(second).toContain('Assinatura');
  });
});
