import { describe, expect, it } from 'vitest';
import type { Category, EventType } from '../../core/enums.ts';
import { BUILT_IN_RULESET } from '../../ruleset/built-in.ts';
import { coachCardCreateSchema } from '../schema.ts';
import { valueCoachCard } from '../scoring.ts';
import { importIssCard, toTreCode } from './import.ts';
import type { GridCell, WorkbookGrid } from './types.ts';
import {
  SENIOR_TEAM_FREE_DD as SAMPLE_DD,
  SENIOR_TEAM_FREE_GRID,
  SENIOR_TEAM_FREE_TEXT as SAMPLE_TEXT,
} from '../../testing/iss-card.ts';

const sampleGrid = SENIOR_TEAM_FREE_GRID;

type Order = { Tipo: EventType; Categoria: Category }[];
const order = (...events: [EventType, Category][]): { Ordem: Order } => ({
  Ordem: events.map(([Tipo, Categoria]) => ({ Tipo, Categoria })),
});
const ruleset = BUILT_IN_RULESET;
const seniorTeam = order(['EQUIPA LIVRE', 'ABS'], ['SOLO LIVRE', 'JUN']);

describe('importIssCard: the real ISS card (printed layout)', () => {
  const result = importIssCard({ grid: sampleGrid }, { competition: seniorTeam, ruleset });

  it('maps the event and age group to the competition and keeps the theme', () => {
    expect(result.problems).toEqual([]);
    expect(result.Categoria).toBe('ABS');
    expect(result.Esquema).toBe('EQUIPA LIVRE');
    expect(result.Tema_esquema).toBe('Test');
    expect(result.layout).toBe('printed');
    expect(result.header).toMatchObject({ club: 'OCC', event: 'PRELIMS -- Team Free' });
    expect(result.header.version).toBe('3.0.6');
  });

  it("values the nine elements at the card's own DD, transitions left out", () => {
    expect(result.rows.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(result.rows.map((r) => r.fileDD)).toEqual(SAMPLE_DD);
    expect(result.rows.map((r) => r.dd)).toEqual(SAMPLE_DD);
    expect(result.rows.every((r) => r.problems.length === 0 && r.reason === null)).toBe(true);
    expect(result.rows[0]).toMatchObject({
      line: 12,
      part: 'ACRO',
      codes: ['P-P-HA-bb/2wi-Porp/Trav'],
      detail:
        '0,5 (nota base) + P-P-HA-bb/2wi-Porp/Trav 1,725 (P 1 + HA 0,1 + bb 0,15 + 2wi 0,125 + Porp 0,15 + Trav 0,2) = 2,225',
    });
    expect(result.rows[3]?.codes.at(-1)).toBe('1PC');
  });

  it('gives draft elements a saved card would store: same totals, valid for the schema', () => {
    expect(result.Elementos).toHaveLength(9);
    expect(result.Elementos.map((e) => e.Total)).toEqual(SAMPLE_DD);
    expect(result.Elementos[0]).toMatchObject({
      Tempo_inicial: '0:13',
      Tempo_final: '0:18',
      Elemento: 'ACR',
      Grupo: 'P',
      Ordem: 1,
      Nota_base: 0.5,
      Dificuldade_declarada: [{ Codigo_cc: 'P-P-HA-bb/2wi-Porp/Trav', Valor: 1.725 }],
    });
    expect(result.Elementos[3]).toMatchObject({
      Elemento: 'HIB',
      Bonus: [{ Codigo_cc: '1PC', Valor: 0.2 }],
    });
    expect(result.Elementos[3]?.Dificuldade_declarada.map((c) => c.Codigo_cc)).toEqual(
      'FB F6a AB A6 S1 AB 2R1 F1a F2b F3b'.split(' '),
    );
    expect(result.Total_declarado).toBe(28.395);
    // What the server does on save finds nothing to refuse or change.
    const draft = {
      Competicao: 'c1',
      Categoria: result.Categoria,
      Esquema: result.Esquema,
      Clube: 'OCC',
      Tema_esquema: result.Tema_esquema,
      Elementos: result.Elementos,
    };
    expect(coachCardCreateSchema.safeParse(draft).success).toBe(true);
    const saved = valueCoachCard(
      { Categoria: 'ABS', Esquema: 'EQUIPA LIVRE', Elementos: result.Elementos },
      { ruleset },
    );
    expect(saved.problems).toEqual([]);
    expect(saved.Total_declarado).toBe(result.Total_declarado);
  });

  it('reads the same card pasted as text into the same rows', () => {
    const text = importIssCard({ text: SAMPLE_TEXT }, { competition: seniorTeam, ruleset });
    expect(text.problems).toEqual([]);
    expect(text.layout).toBe('text');
    const strip = (rows: typeof result.rows) => rows.map(({ line: _line, ...rest }) => rest);
    // The text gives no EL numbers: the order numbers them the same.
    expect(strip(text.rows).map((r) => ({ ...r, number: null }))).toEqual(
      strip(result.rows).map((r) => ({ ...r, number: null })),
    );
    expect(text.Elementos).toEqual(result.Elementos);
    expect(text.rows[0]?.line).toBe(5);
  });
});

describe('importIssCard: the event and the age group', () => {
  const header = (event: string, age?: string) =>
    `Event: ${event}\n${age ? `Age Group: ${age}\n` : ''}0:10-0:20 HYBRID T1 1.0`;
  const pick = (text: string, ordem: { Ordem: Order }, hint = {}) =>
    importIssCard({ text }, { competition: ordem, ruleset, hint });

  it.each([
    ['Team Free', 'SENIOR', 'EQUIPA LIVRE', 'ABS'],
    ['Free Team', 'Senior', 'EQUIPA LIVRE', 'ABS'],
    ['FINALS -- Team Tech', 'JUNIOR', 'EQUIPA TECNICA', 'JUN'],
    ['Technical Solo', 'YOUTH', 'SOLO TECNICO', 'JUV'],
    ['Solo Free', '12 & UNDER', 'SOLO LIVRE', 'INF'],
    ['Mixed Duet Technical', 'Senior', 'DUETO MISTO TECNICO', 'ABS'],
    ['Duet Free', 'Masters', 'DUETO LIVRE', 'MAS'],
    ['Combo', '12 and Under', 'COMBINADO', 'INF'],
    ['Equipa Livre', 'Juvenil', 'EQUIPA LIVRE', 'JUV'],
  ] as const)('%s / %s → %s %s', (event, age, Esquema, Categoria) => {
    const result = pick(header(event, age), order([Esquema, Categoria]));
    expect(result.problems).toEqual([]);
    expect([result.Esquema, result.Categoria]).toEqual([Esquema, Categoria]);
  });

  it("takes the competition's one event of that routine when the card names no age group", () => {
    const result = pick(header('Team Free'), order(['EQUIPA LIVRE', 'JUN'], ['SOLO LIVRE', 'ABS']));
    expect([result.Esquema, result.Categoria]).toEqual(['EQUIPA LIVRE', 'JUN']);
  });

  it('asks for the category when the routine is held in several, unless the form chose one', () => {
    const two = order(['EQUIPA LIVRE', 'JUN'], ['EQUIPA LIVRE', 'ABS']);
    const open = pick(header('Team Free'), two);
    expect(open.problems).toEqual([
      {
        path: 'Categoria',
        message:
          'O cartão não diz o escalão e a competição tem Equipa Livre em Júnior e Absoluto: escolha o escalão no formulário e importe de novo.',
      },
    ]);
    expect(open.rows).toEqual([]);
    const chosen = pick(header('Team Free'), two, { Categoria: 'ABS' });
    expect([chosen.Esquema, chosen.Categoria]).toEqual(['EQUIPA LIVRE', 'ABS']);
  });

  it("keeps the card's own age group over the form's choice", () => {
    const two = order(['EQUIPA LIVRE', 'JUN'], ['EQUIPA LIVRE', 'ABS']);
    const result = pick(header('Team Free', 'Junior'), two, { Categoria: 'ABS' });
    expect(result.Categoria).toBe('JUN');
  });

  it('refuses an event the competition does not hold, naming it', () => {
    const result = pick(header('Team Free', 'SENIOR'), order(['EQUIPA LIVRE', 'JUN']));
    expect(result.problems).toEqual([
      { path: 'Categoria', message: 'A competição não tem Equipa Livre em Absoluto.' },
    ]);
    const noRoutine = pick(header('Solo Tech'), order(['EQUIPA LIVRE', 'JUN']));
    expect(noRoutine.problems).toEqual([
      { path: 'Esquema', message: 'A competição não tem Solo Técnico.' },
    ]);
  });

  it('names an event or age group it cannot read, and events this app does not hold', () => {
    expect(pick(header('Relay 4x100'), seniorTeam).problems[0]).toEqual({
      path: 'Esquema',
      message: 'Não se reconhece a prova do cartão («Relay 4x100»).',
    });
    expect(pick(header('Team Free', 'Under 30s'), seniorTeam).problems[0]?.path).toBe('Categoria');
    expect(pick(header('Acrobatic Routine', 'Senior'), seniorTeam).problems[0]).toEqual({
      path: 'Esquema',
      message: 'A prova do cartão («Acrobatic Routine») não existe nesta aplicação.',
    });
  });

  it('uses the form choice, or the only routine held, for pasted lines with no header', () => {
    const lines = '0:10-0:20 HYBRID T1 1.0';
    expect(pick(lines, order(['SOLO LIVRE', 'JUN'])).Esquema).toBe('SOLO LIVRE');
    const both = order(['SOLO LIVRE', 'JUN'], ['DUETO LIVRE', 'JUN']);
    expect(pick(lines, both).problems[0]?.path).toBe('Esquema');
    expect(pick(lines, both, { Esquema: 'DUETO LIVRE' }).Esquema).toBe('DUETO LIVRE');
  });
});

describe('importIssCard: differences, unknown codes and rules', () => {
  const duet = order(['DUETO LIVRE', 'ABS'], ['DUETO TECNICO', 'ABS'], ['EQUIPA TECNICA', 'JUN']);

  it("shows the pair acrobatics' base mark the spec adds and ISS does not", () => {
    const result = importIssCard(
      { text: 'Event: Duet Free\nAge Group: Senior\n0:10-0:14 ACRO Js1B+pf 2.25' },
      { competition: duet, ruleset },
    );
    expect(result.rows[0]).toMatchObject({
      fileDD: 2.25,
      dd: 2.35,
      reason:
        'O regulamento soma a nota base 0,1 às acrobacias de pares (especificação, secção 5); o ISS não a soma.',
      problems: [],
    });
    expect(result.Elementos[0]).toMatchObject({ Elemento: 'ACR', Grupo: 'Pair', Nota_base: 0.1 });
  });

  it('marks an unknown code on its row, with no DD of ours, and keeps it in the draft', () => {
    const result = importIssCard(
      { text: 'Event: Team Tech\nAge Group: Junior\n0:20-0:30 HYBRID T1 XX9 S1 2.0' },
      { competition: duet, ruleset },
    );
    expect(result.problems).toEqual([]);
    expect(result.rows[0]).toMatchObject({
      line: 3,
      dd: null,
      detail: null,
      problems: ['Linha 3: o código XX9 não existe na tabela dos híbridos.'],
    });
    expect(result.Elementos[0]?.Dificuldade_declarada.map((c) => c.Codigo_cc)).toEqual([
      'T1',
      'XX9',
      'S1',
    ]);
  });

  it("maps ISS TRE codes to this app's for the card's routine", () => {
    expect(toTreCode('T-TRE2a', 'EQUIPA TECNICA')).toBe('TRE_T_2A');
    expect(toTreCode('TRE4', 'EQUIPA TECNICA')).toBe('TRE_T_4');
    expect(toTreCode('TRE 1b', 'SOLO TECNICO')).toBe('TRE_S_1B');
    expect(toTreCode('TRE3', 'DUETO MISTO TECNICO')).toBe('TRE_MDT_3');
    const result = importIssCard(
      {
        text: 'Event: Team Tech\nAge Group: Junior\n0:20-0:30 TRE T-TRE2a 2.6\n0:31-0:40 TRE TRE9z',
      },
      { competition: duet, ruleset },
    );
    expect(result.rows.map((r) => [r.dd, r.fileDD])).toEqual([
      [2.6, 2.6],
      [null, null],
    ]);
    expect(result.Elementos[0]?.Dificuldade_declarada).toEqual([
      { Codigo_cc: 'TRE_T_2A', Valor: 2.6 },
    ]);
    expect(result.rows[1]?.problems).toEqual(['Linha 4: o TRE TRE9z não existe no regulamento.']);
  });

  it('explains a provisional TRE value that differs from the card', () => {
    const result = importIssCard(
      { text: 'Event: Duet Tech\nAge Group: Senior\n0:20-0:30 TRE D-TRE3 2.6' },
      { competition: duet, ruleset },
    );
    expect(result.rows[0]?.dd).toBe(3.1);
    expect(result.rows[0]?.reason).toMatch(/^TRE_DT_3: valor provisório do regulamento/u);
  });

  it('leaves a pattern-change bonus out of a duet, saying why', () => {
    const result = importIssCard(
      { text: 'Event: Duet Free\nAge Group: Senior\n0:20-0:30 HYBRID T1 S1 1PC 1.5' },
      { competition: duet, ruleset },
    );
    expect(result.Elementos[0]?.Bonus).toEqual([]);
    expect(result.rows[0]?.dd).toBe(1.3);
    expect(result.rows[0]?.problems).toEqual([
      'Linha 3: o bónus 1PC só conta em equipas; fica de fora.',
    ]);
    expect(result.rows[0]?.reason).toMatch(/só conta em equipas/u);
  });

  it('reads a line with no part as a hybrid, and a card with no elements as a problem', () => {
    const result = importIssCard(
      { text: 'Event: Team Tech\nAge Group: Junior\n0:20-0:30 HYBRID T1\n0:31-0:40 SPLASH 3' },
      { competition: duet, ruleset },
    );
    expect(result.rows[1]).toMatchObject({
      part: 'HYBRID',
      fileDD: 3,
      dd: null,
      problems: ['Linha 4: o código SPLASH não existe na tabela dos híbridos.'],
    });
    const unknownPart = importIssCard(
      { text: 'Event: Team Tech\nAge Group: Junior\n0:31-0:40 TRANS' },
      { competition: duet, ruleset },
    );
    expect(unknownPart.problems[0]?.path).toBe('file');
  });

  it('flags an element that ends before it starts, and TREs in categories that swim figures', () => {
    const youth = order(['EQUIPA TECNICA', 'JUV']);
    const result = importIssCard(
      { text: 'Event: Team Tech\nAge Group: Youth\n0:40-0:30 TRE TRE1a 2.5' },
      { competition: youth, ruleset },
    );
    expect(result.rows[0]?.problems).toEqual([
      'Linha 3: TRE não existe no escalão Juvenil.',
      'Linha 3: o fim (0:30) não é depois do início (0:40).',
    ]);
  });
});

describe('importIssCard: team acrobatics by the table', () => {
  const team = order(['EQUIPA LIVRE', 'ABS']);
  const valueOf = (code: string) =>
    importIssCard(
      { text: `Event: Team Free\nAge Group: Senior\n0:10-0:15 ACRO ${code}` },
      { competition: team, ruleset },
    ).rows[0];

  it.each([
    // Second positions at half, ow and vs as the manual prints them.
    ['B-StH-ShF-bb/2spl', 0.5 + 1.1 + 0.4 + 0.15 + 0.14],
    ['P-P-HA-wi/2ow-Pos3/Trav', 0.5 + 1 + 0.1 + 0.25 + 0.175 + 0.05 + 0.2],
    ['B-St-FS-sd/2vs', 0.5 + 1 + 0.025 + 0.05 + 0.1],
    // Combined: a direction of A, positions of A or B, base and featured rotations, C-Roll.
    ['C-Thr>St-Forw-co-Jump', 0.5 + 1.125 + 0.05 + 0.15 + 0.275],
    ['C-Thr>St-Bln-ln-Cr1+Ct1-C-Roll', 0.5 + 1.125 + 0.2 + 0.1 + 0.3 + 0.1 + 0.15],
    ['A-Sq-Back-tk-t1', 0.5 + 1.2 + 0.1 + 0.125 + 0.05],
    ['A-Thr-Up-ln/2tk-s1-Dbl', 0.5 + 0.6 + 0.05 + 0.1 + 0.0625 + 0.3 + 0.2],
  ])('%s', (code, expected) => {
    const row = valueOf(code);
    expect(row?.problems).toEqual([]);
    expect(row?.dd).toBeCloseTo(expected, 10);
  });

  it('reads codes written in another case or spaced out', () => {
    const result = importIssCard(
      {
        text: 'Event: Team Free\nAge Group: Senior\n0:10-0:15 ACRO A - Sq - Back - tk - t1\n0:20-0:30 HYBRID fb F6A t1*0.5',
      },
      { competition: team, ruleset },
    );
    expect(result.rows.map((r) => [r.problems, r.dd])).toEqual([
      [[], 1.975],
      [[], 1.425],
    ]);
    expect(result.Elementos[1]?.Dificuldade_declarada.map((c) => c.Codigo_cc)).toEqual([
      'FB',
      'F6a',
      'T1*0.5',
    ]);
  });

  it('names what the table does not know', () => {
    expect(valueOf('A-Shou-Sideways-tk')?.problems).toEqual([
      'Linha 3: direção Sideways não existe na tabela do grupo A (aéreas).',
    ]);
    expect(valueOf('P-P-HA-bb/wi')?.problems).toEqual([
      'Linha 3: segunda posição wi (escreve-se /2wi) não existe na tabela do grupo P (plataforma).',
    ]);
    expect(valueOf('B-St-FS-sd-Dbl/Pos3/Twirl')?.problems[0]).toMatch(
      /3 bónus \(no máximo dois\)/u,
    );
    expect(valueOf('Q-Sq-Forw-ln')?.problems).toEqual([
      'Linha 3: grupo de acrobacia Q desconhecido.',
    ]);
  });

  it("notes when the card's group column disagrees with the code", () => {
    const row = importIssCard(
      { text: 'Event: Team Free\nAge Group: Senior\n0:10-0:15 ACRO ACRO-B A-Sq-Back-tk-t1' },
      { competition: team, ruleset },
    ).rows[0];
    expect(row?.problems).toEqual([
      'Linha 3: o código A-Sq-Back-tk-t1 é do grupo A, não do grupo B que o cartão indica.',
    ]);
  });
});

describe('importIssCard: the ISS calculator template layout', () => {
  // Times as Excel times, codes over several DECLARED DIFFICULTY columns, a 'Value' row under
  // each element; the DD sits on the element row or on its Value row.
  const t = (m: number, s: number, fmt = 'm:ss'): GridCell => ({
    time: (m * 60 + s) / 86_400,
    fmt,
  });
  const hm = (m: number, s: number): GridCell => ({ time: (m * 60 + s) / 1_440, fmt: 'h:mm' });
  const calculator: WorkbookGrid = {
    sheets: [
      { name: 'LEGEND', rows: [['TIME', 'PART'], ['whatever']] },
      {
        name: 'TEMPLATE - Auto Calculator',
        rows: [
          ['Team Name', null, 'Aqua Club'],
          ['Age Group', null, 'Youth'],
          ['Event', null, 'Team Technical'],
          ['Theme', null, 'Mar'],
          [],
          ['START', 'END', 'PART', 'EL', 'DECLARED DIFFICULTY', null, null, null, 'BONUS', 'DD'],
          [t(0, 0), t(0, 12), 'TRANS'],
          [t(0, 13), t(0, 25), 'HYBRID', 1, 'T1', 'S1', 'F4f*0.5', null, '1PC', 1.75],
          ['Value', null, null, null, 0.45, 0.35, 0.2, null, 0.2, null],
          [hm(0, 26), hm(0, 40), 'TRE', 2, 'T-TRE2a'],
          ['Value', null, null, null, 2.6, null, null, null, null, 2.6],
          [t(0, 41), t(0, 50), 'ChoHY', 3],
          [t(0, 51), t(0, 55), 'ACRO', 4, 'A-Sq-Back-tk-t1', null, null, null, null, 1.975],
        ],
      },
      { name: 'Codes and Values', hidden: true, rows: [['TIME', 'PART', 'EL']] },
    ],
  };

  it('reads times, codes spread over columns and DDs on Value rows', () => {
    const result = importIssCard(
      { grid: calculator },
      { competition: order(['EQUIPA TECNICA', 'JUV'], ['EQUIPA TECNICA', 'ABS']), ruleset },
    );
    expect(result.problems).toEqual([]);
    expect(result.layout).toBe('calculator');
    expect([result.Categoria, result.Esquema, result.Tema_esquema]).toEqual([
      'JUV',
      'EQUIPA TECNICA',
      'Mar',
    ]);
    expect(result.rows.map((r) => [r.line, r.number, r.part, r.codes.join(' '), r.fileDD])).toEqual(
      [
        [8, 1, 'HYBRID', 'T1 S1 F4f*0.5 1PC', 1.75],
        [10, 2, 'TRE', 'T-TRE2a', 2.6],
        [12, 3, 'CHOHY', '', null],
        [13, 4, 'ACRO', 'A-Sq-Back-tk-t1', 1.975],
      ],
    );
    expect(result.rows.map((r) => r.dd)).toEqual([1.7, 2.6, 1, 1.975]);
    expect(result.Elementos.map((e) => [e.Tempo_inicial, e.Tempo_final])).toEqual([
      ['0:13', '0:25'],
      ['0:26', '0:40'],
      ['0:41', '0:50'],
      ['0:51', '0:55'],
    ]);
    // TRE is not swum by Youth: said on its row.
    expect(result.rows[1]?.problems).toEqual(['Linha 10: TRE não existe no escalão Juvenil.']);
  });

  it('keeps a part it does not know as a row with a problem, out of the draft', () => {
    const grid: WorkbookGrid = {
      sheets: [
        {
          name: 'Card',
          rows: [
            ['Event:', 'Team Tech'],
            ['Age Group:', 'Junior'],
            ['TIME', 'PART', 'EL', 'DECLARED DIFFICULTY', 'DD'],
            ['0:10-0:20', 'SPLASH', 1, 'T1', 0.95],
            ['0:21-0:30', 'HYBRID', 2, 'T1', 0.95],
          ],
        },
      ],
    };
    const result = importIssCard(
      { grid },
      { competition: order(['EQUIPA TECNICA', 'JUN']), ruleset },
    );
    expect(result.rows.map((r) => [r.line, r.element, r.dd, r.problems])).toEqual([
      [4, null, null, ['Linha 4: a parte SPLASH não é conhecida; a linha fica de fora.']],
      [5, 0, 0.95, []],
    ]);
    expect(result.Elementos.map((e) => e.Ordem)).toEqual([2]);
  });

  it('reads a header in one cell, a pair code in the BASE MARK column and loosely written codes', () => {
    const grid: WorkbookGrid = {
      sheets: [
        {
          name: 'Card',
          rows: [
            ['Event: Duet Free'],
            ['Age Group: JR/SR'],
            ['TIME', 'PART', 'EL', 'BASE MARK', 'DECLARED DIFFICULTY', 'BONUS', 'DD'],
            ['0:10 - 0:14', 'ACRO', 1, 'Js1B+pf', null, null, '2,25'],
            ['0:20-0:30', 'ACRO', 2, 'ACRO', 'L!r1', null, 1.1],
            ['0:31-0:40', 'HYBRID', 3, null, 'T1 x0.5, S1*.3', null, 0.8],
          ],
        },
      ],
    };
    const result = importIssCard({ grid }, { competition: order(['DUETO LIVRE', 'JUN']), ruleset });
    expect([result.Categoria, result.Esquema]).toEqual(['JUN', 'DUETO LIVRE']);
    expect(result.rows.map((r) => [r.codes.join(' '), r.fileDD, r.dd])).toEqual([
      ['Js1B+pf', 2.25, 2.35],
      ['L!r1', 1.1, 1.2],
      ['T1*0.5 S1*0.3', 0.8, 0.83],
    ]);
  });

  it('knows other names of the columns: #, BM, TOTAL', () => {
    const grid: WorkbookGrid = {
      sheets: [
        {
          name: 'Card',
          rows: [
            ['Event', 'Team Free'],
            ['Age Group', 'Senior'],
            ['Time', 'Part', '#', 'BM', 'Declared difficulty', null, 'Bonus', 'Total'],
            ['0:10-0:20', 'Hybrid', 7, null, 'T1', 'S1', '1PC', 1.5],
            ['0:21-0:25', 'Acro', 8, 'Acro-A', 'A-Sq-Back-tk-t1', null, null, 1.975],
          ],
        },
      ],
    };
    const result = importIssCard(
      { grid },
      { competition: order(['EQUIPA LIVRE', 'ABS']), ruleset },
    );
    expect(result.rows.map((r) => [r.number, r.codes.join(' '), r.fileDD, r.dd])).toEqual([
      [7, 'T1 S1 1PC', 1.5, 1.5],
      [8, 'A-Sq-Back-tk-t1', 1.975, 1.975],
    ]);
    expect(result.Elementos.map((e) => [e.Ordem, e.Grupo])).toEqual([
      [7, 'none'],
      [8, 'A'],
    ]);
  });

  it('reads a sheet with no column titles by position, as the cells come', () => {
    const grid: WorkbookGrid = {
      sheets: [
        {
          name: 'TEMPLATE - Auto Calculator',
          rows: [
            ['Theme', 'Ondas'],
            ['Age Group', 'Junior'],
            ['Event', 'Team Tech'],
            [],
            [t(0, 0), t(0, 12), 'TRANS'],
            [t(0, 13), t(0, 25), 1, 'HYBRID', 'T1', 'S1 F4f*0.5', '1PC', 1.75, 'A1B2'],
            ['Value', null, null, 0.45, 0.35, 0.2, 0.2, 1.7],
            [hm(0, 26), hm(0, 40), 2, 'TRE', 'T-TRE2a', 2.6],
            [t(0, 51), t(0, 55), 3, 'ACRO', 'ACRO-A', 'A-Sq-Back-tk-t1'],
            ['Value', 1.975],
          ],
        },
      ],
    };
    const result = importIssCard(
      { grid },
      { competition: order(['EQUIPA TECNICA', 'JUN']), ruleset },
    );
    expect(result.problems).toEqual([]);
    expect(result.Tema_esquema).toBe('Ondas');
    expect(
      result.rows.map((r) => [r.line, r.number, r.part, r.codes.join(' '), r.fileDD, r.dd]),
    ).toEqual([
      [6, 1, 'HYBRID', 'T1 S1 F4f*0.5 1PC', 1.75, 1.7],
      [8, 2, 'TRE', 'T-TRE2a', 2.6, 2.6],
      [9, 3, 'ACRO', 'A-Sq-Back-tk-t1', 1.975, 1.975],
    ]);
    expect(result.Elementos.map((e) => [e.Tempo_inicial, e.Tempo_final, e.Grupo])).toEqual([
      ['0:13', '0:25', 'none'],
      ['0:26', '0:40', 'none'],
      ['0:51', '0:55', 'A'],
    ]);
  });

  it('says plainly when no sheet holds a card', () => {
    const result = importIssCard(
      {
        grid: {
          sheets: [
            {
              name: 'Folha1',
              rows: [
                ['Nome', 'Idade'],
                ['Ana', 12],
              ],
            },
          ],
        },
      },
      { competition: order(['EQUIPA TECNICA', 'JUV']), ruleset },
    );
    expect(result.problems).toEqual([
      {
        path: 'file',
        message:
          'Não se encontrou um cartão ISS no ficheiro: nenhuma folha tem as colunas TIME e PART nem linhas com tempo e parte (por exemplo «0:46-1:00 HYBRID»).',
      },
    ]);
  });
});

describe('importIssCard: pasted text', () => {
  const team = order(['EQUIPA LIVRE', 'ABS']);

  it('reads EL numbers, a TC checksum after the DD, spaced time ranges and inferred parts', () => {
    const result = importIssCard(
      {
        text: [
          'Event: Team Free',
          'Age Group: Senior',
          '0:46 - 1:00 HYBRID 4 FB F6a 1PC 1.9 964D',
          '1:01-1:10\tA-Sq-Back-tk-t1',
          'T1 S1 1.3',
          '',
          '2:00-2:05 ChoHY',
        ].join('\n'),
      },
      { competition: team, ruleset },
    );
    expect(
      result.rows.map((r) => [r.line, r.number, r.part, r.codes.join(' '), r.fileDD, r.dd]),
    ).toEqual([
      [3, 4, 'HYBRID', 'FB F6a 1PC', 1.9, 1.4],
      [4, null, 'ACRO', 'A-Sq-Back-tk-t1', null, 1.975],
      [5, null, 'HYBRID', 'T1 S1', 1.3, 1.3],
      [7, null, 'CHOHY', '', null, 1],
    ]);
    expect(result.Elementos.map((e) => e.Ordem)).toEqual([4, 1, 2, 3]);
    expect(result.rows[0]?.reason).toBeNull();
  });
});
