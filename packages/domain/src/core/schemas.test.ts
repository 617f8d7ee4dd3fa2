import { describe, expect, it } from 'vitest';
import { domainMessagesEn, domainMessagesPt } from './messages.ts';
import { coachCardCreateSchema, coachCardUpdateSchema } from '../coach-card/schema.ts';
import {
  competitionCreateSchema,
  competitionSchema,
  competitionUpdateSchema,
} from '../competition/schema.ts';
import {
  MAX_VERSION,
  canonicalEntryKey,
  isStorableText,
  isVisibleMultilineText,
  isVisibleText,
  optionalTextSchema,
  requiredTextSchema,
} from './common-schemas.ts';
import { figureEntryCreateSchema } from '../figures/entry-schema.ts';
import { figureResultCreateSchema } from '../figures/result-schema.ts';
import { routineResultCreateSchema } from '../routine/result-schema.ts';
import { rulesetCopySchema } from '../ruleset/schema.ts';
import { userInfoSchema } from '../users/schema.ts';
import { entryKeySchema } from '../judge-panel/schema.ts';
import { inquiryCreateSchema } from '../result-list/official.ts';

const competition = {
  Nome: 'Taça de Portugal',
  Data: '2026-11-23',
  Limite_inscricao: '2026-11-10',
  visible: true,
  Ordem: [{ Tipo: 'SOLO LIVRE', Categoria: 'JUN', Resultado: true, Price: 12.5 }],
  Figuras: [{ Nome: 'Barracuda', Valor: 1.8, Category: 'INF' }],
  ElementosTecnicos: [],
  StartList: [],
  JuizesCoachCard: 5,
  JuizesFiguras: 7,
};

function issues(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  return (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
}

describe('competition schemas', () => {
  it('accepts a valid competition and fills defaults', () => {
    const parsed = competitionCreateSchema.parse(competition);
    expect(parsed.Resultados).toEqual({ ResultadosCC: [], ResultadosFiguras: [] });
  });

  it('marks are in tenths on both panels unless the competition says otherwise (ADR 027)', () => {
    const parsed = competitionSchema.parse({ ...competition, _id: 'c1', version: 1 });
    expect([parsed.PassoFiguras, parsed.PassoCoachCard]).toEqual([0.1, 0.1]);
    const quarters = competitionCreateSchema.parse({ ...competition, PassoCoachCard: 0.25 });
    expect([quarters.PassoFiguras, quarters.PassoCoachCard]).toEqual([0.1, 0.25]);
  });

  it('trims names and requires them', () => {
    expect(competitionCreateSchema.parse({ ...competition, Nome: '  X  ' }).Nome).toBe('X');
    expect(issues(competitionCreateSchema.safeParse({ ...competition, Nome: '   ' }))).toEqual([
      ['Nome', 'errors.required'],
    ]);
  });

  it.each([
    [{ JuizesFiguras: 4 }, 'JuizesFiguras', 'errors.judgeCountRange'],
    [{ JuizesCoachCard: 8 }, 'JuizesCoachCard', 'errors.judgeCountRange'],
    [{ PassoFiguras: 0.2 }, 'PassoFiguras', 'errors.scoreStepOption'],
    [{ PassoCoachCard: 0.5 }, 'PassoCoachCard', 'errors.scoreStepOption'],
    [{ PassoCoachCard: '0.25' }, 'PassoCoachCard', 'errors.scoreStepOption'],
    [{ Data: '23/11/2026' }, 'Data', 'errors.invalidDate'],
    [{ Data: '' }, 'Data', 'errors.required'],
    [{ Data: null }, 'Data', 'errors.required'],
    [{ Limite_inscricao: '' }, 'Limite_inscricao', 'errors.required'],
    [{ Limite_inscricao: undefined }, 'Limite_inscricao', 'errors.required'],
    [{ Data: 20261123 }, 'Data', 'errors.invalidDate'],
    [{ Limite_inscricao: '2026-12-01' }, 'Limite_inscricao', 'errors.deadlineAfterDate'],
    [{ Nome: 'x'.repeat(201) }, 'Nome', 'errors.tooLong'],
    [
      { Ordem: [{ Tipo: 'SOLO LIVRE', Categoria: 'JUN', Resultado: true, Price: 1.005 }] },
      'Ordem.0.Price',
      'errors.priceStep',
    ],
    [
      { Ordem: [{ Tipo: 'SOLO LIVRE', Categoria: 'JUN', Resultado: true, Price: -1 }] },
      'Ordem.0.Price',
      'errors.priceRange',
    ],
    [
      { Ordem: [{ Tipo: 'SOLO', Categoria: 'JUN', Resultado: true, Price: 1 }] },
      'Ordem.0.Tipo',
      'errors.invalidOption',
    ],
    [{ hacker: 1 }, '', 'errors.unknownField'],
  ])('rejects %o', (patch, path, message) => {
    expect(issues(competitionCreateSchema.safeParse({ ...competition, ...patch }))).toEqual([
      [path, message],
    ]);
  });

  it('refuses a figure listed twice in a category, on the repeated row (issue 38)', () => {
    const barracuda = { Nome: 'Barracuda', Valor: 2.4, Category: 'INF' };
    const figures = [
      barracuda,
      { ...barracuda, Nome: 'Ballet Leg' },
      { ...barracuda, Nome: ' barracuda ' },
    ];
    expect(issues(competitionCreateSchema.safeParse({ ...competition, Figuras: figures }))).toEqual(
      [['Figuras.2.Nome', 'errors.duplicateFigure']],
    );
    expect(
      issues(competitionUpdateSchema.safeParse({ ...competition, version: 1, Figuras: figures })),
    ).toEqual([['Figuras.2.Nome', 'errors.duplicateFigure']]);
    // The same figure in another category is another event's figure.
    expect(
      competitionCreateSchema.safeParse({
        ...competition,
        Figuras: [barracuda, { ...barracuda, Category: 'JUV' }],
      }).success,
    ).toBe(true);
    // A stored competition is read as it is.
    expect(
      competitionSchema.safeParse({ ...competition, _id: 'c1', version: 1, Figuras: figures })
        .success,
    ).toBe(true);
  });

  it('requires _id and version on the record', () => {
    expect(competitionSchema.safeParse(competition).success).toBe(false);
    expect(competitionSchema.safeParse({ ...competition, _id: 'c1', version: 0 }).success).toBe(
      true,
    );
  });
});

const coachCard = {
  Competicao: 'c1',
  Categoria: 'JUN',
  Esquema: 'DUETO TECNICO',
  Clube: 'Clube A',
  Tema_esquema: 'O mar',
  Atletas: [{ Licenca: 101, Nome: 'Ana', Ano: 2008 }],
  Elementos: [
    {
      Elemento: 'TRE',
      Ordem: 1,
      Dificuldade_declarada: [{ Codigo_cc: 'TRE_DT_1A', Valor: 3 }],
    },
  ],
};

const figureEntry = {
  Competicao: 'c1',
  Categoria: 'INF',
  Clube: 'A',
  Atletas: [{ Nome: 'Ana', Licenca: 1, Ano: 2015 }],
};

describe('coach card schemas', () => {
  it('accepts a draft and fills defaults', () => {
    const parsed = coachCardCreateSchema.parse(coachCard);
    expect(parsed.State).toBe('Rascunho');
    expect(parsed.Total_declarado).toBe(0);
    expect(parsed.Elementos[0]?.Grupo).toBe('none');
  });
  it('requires version on update', () => {
    expect(issues(coachCardUpdateSchema.safeParse(coachCard))).toEqual([
      ['version', 'errors.number'],
    ]);
  });
  it.each([
    [{ Atletas: [{ Licenca: 1.5, Nome: 'A', Ano: 2008 }] }, 'Atletas.0.Licenca', 'errors.licence'],
    [{ Atletas: [{ Licenca: 1, Nome: 'A', Ano: 1800 }] }, 'Atletas.0.Ano', 'errors.yearRange'],
    [{ Tema_esquema: '' }, 'Tema_esquema', 'errors.required'],
    [{ State: 'Aprovado' }, 'State', 'errors.invalidOption'],
    [
      { Elementos: [{ Elemento: 'HIB', Ordem: 1, Tempo_inicial: '1:75' }] },
      'Elementos.0.Tempo_inicial',
      'errors.invalidTime',
    ],
    [
      {
        Elementos: [
          { Elemento: 'HIB', Ordem: 1, Tempo_inicial: '0:10', Tempo_final: '0:25' },
          { Elemento: 'HIB', Ordem: 2, Tempo_inicial: '2:10', Tempo_final: '2:00' },
        ],
      },
      'Elementos.1.Tempo_final',
      'checks.timeNotIncreasing',
    ],
    [
      { Elementos: [{ Elemento: 'HIB', Ordem: 1, Tempo_inicial: '1:05', Tempo_final: '1:05' }] },
      'Elementos.0.Tempo_final',
      'checks.timeNotIncreasing',
    ],
  ])('rejects %o', (patch, path, message) => {
    expect(issues(coachCardCreateSchema.safeParse({ ...coachCard, ...patch }))).toEqual([
      [path, message],
    ]);
  });
  it('refuses an element ending before it starts on update and in a submitted card too', () => {
    const backwards = {
      ...coachCard,
      State: 'Submetido',
      version: 2,
      Elementos: [{ Elemento: 'HIB', Ordem: 1, Tempo_inicial: '2:10', Tempo_final: '2:00' }],
    };
    expect(issues(coachCardUpdateSchema.safeParse(backwards))).toEqual([
      ['Elementos.0.Tempo_final', 'checks.timeNotIncreasing'],
    ]);
  });
  it('accepts an element with one or both times still blank, or ending after it starts', () => {
    const elements = [
      { Elemento: 'HIB', Ordem: 1, Tempo_inicial: '2:10', Tempo_final: '' },
      { Elemento: 'HIB', Ordem: 2, Tempo_inicial: '', Tempo_final: '0:05' },
      { Elemento: 'HIB', Ordem: 3, Tempo_inicial: '0:59', Tempo_final: '1:00' },
    ];
    expect(coachCardCreateSchema.safeParse({ ...coachCard, Elementos: elements }).success).toBe(
      true,
    );
  });
});

describe('figure entry and results', () => {
  it('figure entry needs an athlete', () => {
    expect(issues(figureEntryCreateSchema.safeParse({ ...figureEntry, Atletas: [] }))).toEqual([
      ['Atletas', 'errors.atLeastOneAthlete'],
    ]);
  });

  const figureResult = {
    Categoria: 'INF',
    Esquema: 'Figuras',
    Clube: 'A',
    Number: 3,
    Atleta: { Licenca: 101, Nome: 'Ana', Ano: 2015 },
    Resultados_fig: [{ Name: 'Barracuda', FP_val: 1.8, J1: 7.5, J2: null, Penalties: 1 }],
    comp_id: 'c1',
  };

  it('accepts judge scores in tenths between 1 and 10, missing ones as null', () => {
    expect(figureResultCreateSchema.parse(figureResult).Extra).toBe(false);
  });

  it.each([7.25, 7.3, 7.5, 10, 1, 9.75])(
    'accepts judge score %s (tenths or quarter points; the panel decides which)',
    (J1) => {
      const body = { ...figureResult, Resultados_fig: [{ Name: 'Barracuda', FP_val: 1.8, J1 }] };
      expect(figureResultCreateSchema.parse(body).Resultados_fig[0]?.J1).toBe(J1);
    },
  );

  it.each([
    [0.5, 'errors.judgeScoreRange'],
    [10.5, 'errors.judgeScoreRange'],
    [10.25, 'errors.judgeScoreRange'],
    [7.35, 'errors.judgeScoreStep'],
    [7.05, 'errors.judgeScoreStep'],
    [7.125, 'errors.judgeScoreStep'],
  ])('rejects judge score %s', (J1, message) => {
    const body = {
      ...figureResult,
      Resultados_fig: [{ Name: 'Barracuda', FP_val: 1.8, J1 }],
    };
    expect(issues(figureResultCreateSchema.safeParse(body))).toEqual([
      ['Resultados_fig.0.J1', message],
    ]);
  });

  const routineResult = {
    Categoria: 'JUN',
    Esquema: 'EQUIPA LIVRE',
    Clube: 'A',
    Atletas: [{ Nome: 'Ana', Licenca: 101 }],
    Resultados_el: [{ Elemento: 'HIB', FP_val: 2.1, J1: 7 }],
    Erros: { Simples: 0, Obvio: 0, Maior: 0 },
    Penalty: { Selected: 0 },
    Resultado_Coreografia: [],
  };

  it('accepts a routine result', () => {
    const parsed = routineResultCreateSchema.parse({
      ...routineResult,
      Penalties: [
        { Name: 'Número de elementos', Selected: 4 },
        { Name: 'Desfile', Selected: true },
      ],
    });
    expect(parsed.Extra).toBe(false);
    expect(parsed.Reservas).toEqual([]);
  });

  it.each([
    [
      { Penalties: [{ Name: 'Número de elementos', Selected: 5 }] },
      'Penalties.0.Selected',
      'errors.missingAthletePenaltyRange',
    ],
    [
      { Penalties: [{ Name: 'Desfile', Selected: 2 }] },
      'Penalties.0.Selected',
      'errors.penaltyCheckbox',
    ],
    [{ Penalty: { Selected: 101 } }, 'Penalty.Selected', 'errors.penaltyCountRange'],
    [{ Erros: { Simples: -1, Obvio: 0, Maior: 0 } }, 'Erros.Simples', 'errors.penaltyCountRange'],
  ])('rejects %o', (patch, path, message) => {
    expect(issues(routineResultCreateSchema.safeParse({ ...routineResult, ...patch }))).toEqual([
      [path, message],
    ]);
  });

  it('user info', () => {
    expect(userInfoSchema.parse({ role: 'clube', club: 'A' })).toEqual({
      role: 'clube',
      club: 'A',
    });
    expect(userInfoSchema.safeParse({ role: 'root' }).success).toBe(false);
  });
});

describe('messages', () => {
  it('pt and en have the same keys', () => {
    expect(Object.keys(domainMessagesEn).sort()).toEqual(Object.keys(domainMessagesPt).sort());
  });
});

describe('what PostgreSQL cannot store is refused at the edge', () => {
  it.each([
    ['a\u0000b', false],
    ['\ud800', false],
    ['Ana\udc00', false],
    ['x\ud83d', false],
    ['\udc00\ud800', false],
    ['🏊‍♀️ Natação', true],
    ['', true],
  ])('isStorableText(%j) is %s', (text, ok) => {
    expect(isStorableText(text)).toBe(ok);
  });

  it('names, ids and codes with a NUL or a lone surrogate are refused', () => {
    expect(
      issues(competitionCreateSchema.safeParse({ ...competition, Nome: 'Taça\u0000' })),
    ).toEqual([['Nome', 'errors.invalidCharacters']]);
    expect(
      issues(
        figureEntryCreateSchema.safeParse({
          ...figureEntry,
          Competicao: 'c\ud800',
          Atletas: [{ Nome: 'Ana\u0000', Licenca: 1, Ano: 2015 }],
        }),
      ),
    ).toEqual([
      ['Competicao', 'errors.invalidCharacters'],
      ['Atletas.0.Nome', 'errors.invalidCharacters'],
    ]);
  });

  it('a version above a PostgreSQL integer is refused', () => {
    const at = (version: number) =>
      issues(competitionSchema.safeParse({ ...competition, _id: 'x', version }));
    expect(at(MAX_VERSION)).toEqual([]);
    expect(at(MAX_VERSION + 1)).toEqual([['version', 'errors.integer']]);
  });
});

describe('invisible and direction control characters are refused in names (issue 18)', () => {
  const cp = (n: number) => String.fromCodePoint(n);
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const classes: [string, number[]][] = [
    ['direction embeddings and overrides U+202A–U+202E', range(0x202a, 0x202e)],
    ['direction isolates U+2066–U+2069', range(0x2066, 0x2069)],
    ['direction marks LRM, RLM, ALM', [0x200e, 0x200f, 0x061c]],
    ['zero-width space, non-joiner, joiner', range(0x200b, 0x200d)],
    ['word joiner and invisible operators U+2060–U+2064', range(0x2060, 0x2064)],
    [
      'BOM / zero-width no-break space, Mongolian vowel separator, soft hyphen',
      [0xfeff, 0x180e, 0xad],
    ],
    ['C0 controls', range(0x01, 0x1f)],
    ['DEL and C1 controls', range(0x7f, 0x9f)],
    ['line and paragraph separators', [0x2028, 0x2029]],
  ];

  it.each(classes)('%s: every one is refused inside a name', (_label, codePoints) => {
    for (const c of codePoints) {
      const name = `Ana${cp(c)}avlis`;
      expect(isVisibleText(name), `U+${c.toString(16)}`).toBe(false);
      expect(issues(requiredTextSchema.safeParse(name)), `U+${c.toString(16)}`).toEqual([
        ['', 'errors.invisibleCharacters'],
      ]);
      expect(issues(optionalTextSchema.safeParse(name))).toEqual([
        ['', 'errors.invisibleCharacters'],
      ]);
    }
  });

  it.each([
    'Maria João Gonçalves',
    "Joana D'Ávila",
    'Ana-Rita Sá Pereira',
    'Inês Conceição d’Oliveira',
    'Clube de Natação de Ílhavo',
    'Lisboa — Algés & Dafundo (C.N.A.)',
    'Sport Algés e Dafundo',
    'Zoë Núñez Müller',
    'O mar: "Tempestade" nº 2',
    'Žofie Dvořáková',
    'محمد',
    '李娜',
  ])('an ordinary name passes: %s', (name) => {
    expect(isVisibleText(name)).toBe(true);
    expect(requiredTextSchema.parse(name)).toBe(name);
  });

  it('a NUL is reported once, as a character PostgreSQL cannot store', () => {
    expect(issues(requiredTextSchema.safeParse('Ana\u0000'))).toEqual([
      ['', 'errors.invalidCharacters'],
    ]);
  });

  it('every wire schema with a name inherits the check, naming the field', () => {
    const evil = 'Ana\u202Eavlis';
    expect(issues(competitionCreateSchema.safeParse({ ...competition, Nome: evil }))).toEqual([
      ['Nome', 'errors.invisibleCharacters'],
    ]);
    expect(
      issues(
        coachCardCreateSchema.safeParse({
          ...coachCard,
          Clube: `Clube${'\u2066'}A`,
          Tema_esquema: `O${'\u200B'}mar`,
          Atletas: [{ Licenca: 101, Nome: evil, Ano: 2008 }],
        }),
      ),
    ).toEqual([
      ['Clube', 'errors.invisibleCharacters'],
      ['Tema_esquema', 'errors.invisibleCharacters'],
      ['Atletas.0.Nome', 'errors.invisibleCharacters'],
    ]);
    expect(
      issues(
        figureEntryCreateSchema.safeParse({
          ...figureEntry,
          Atletas: [{ Nome: evil, Licenca: 1, Ano: 2015 }],
        }),
      ),
    ).toEqual([['Atletas.0.Nome', 'errors.invisibleCharacters']]);
    expect(issues(userInfoSchema.safeParse({ role: 'clube', club: `A${'\u00AD'}B` }))).toEqual([
      ['club', 'errors.invisibleCharacters'],
    ]);
    expect(
      issues(
        rulesetCopySchema.safeParse({
          id: 'wa-2027',
          name: `WA${'\u202D'} 2027`,
          validFrom: '2027-01-01',
          validTo: '2027-12-31',
        }),
      ),
    ).toEqual([['name', 'errors.invisibleCharacters']]);
  });

  it('a name is one line: tab and newline are refused inside it', () => {
    for (const name of ['Ana\tSilva', 'Ana\nSilva', 'Ana\r\nSilva'])
      expect(issues(requiredTextSchema.safeParse(name))).toEqual([
        ['', 'errors.invisibleCharacters'],
      ]);
  });

  it("a referee's reason may have several lines, but no other control or invisible character", () => {
    const reason = 'Faltam os tempos.\nO TRE 2 está fora de ordem.\r\nObrigado.';
    expect(isVisibleMultilineText(reason)).toBe(true);
    expect(
      coachCardUpdateSchema.parse({ ...coachCard, version: 1, Motivo_alteracoes: reason })
        .Motivo_alteracoes,
    ).toBe(reason);
    for (const c of ['\t', '\u000b', '\u202E', '\u2067', '\u200B', '\u0085'])
      expect(
        issues(
          coachCardUpdateSchema.safeParse({
            ...coachCard,
            version: 1,
            Motivo_alteracoes: `Falta${c} o tempo`,
          }),
        ),
      ).toEqual([['Motivo_alteracoes', 'errors.invisibleCharacters']]);
  });

  it('the message says what to do, in Portuguese and English', () => {
    expect(domainMessagesPt['errors.invisibleCharacters']).toBe(
      'O texto tem caracteres invisíveis ou de controlo de direção (por exemplo U+202E); apague-os e escreva de novo.',
    );
    expect(domainMessagesEn['errors.invisibleCharacters']).toContain('U+202E');
  });
});

describe('entry keys (issue 36: a licence with leading zeros is one entry)', () => {
  it('writes the licence of a figure key without its leading zeros', () => {
    expect(canonicalEntryKey('fig:00123')).toBe('fig:123');
    expect(canonicalEntryKey('fig:INF:Figuras:0123')).toBe('fig:INF:Figuras:123');
    expect(canonicalEntryKey('fig:INF:Elementos Tecnicos:000')).toBe(
      'fig:INF:Elementos Tecnicos:0',
    );
    expect(canonicalEntryKey('fig:123')).toBe('fig:123');
    expect(canonicalEntryKey('cc:0012')).toBe('cc:0012');
  });

  it('the panel and inquiry schemas answer the canonical key', () => {
    expect(entryKeySchema.parse('fig:INF:Figuras:00101')).toBe('fig:INF:Figuras:101');
    expect(inquiryCreateSchema.parse({ entry: 'fig:0101', text: 'Reveja.' }).entry).toBe('fig:101');
  });
});
