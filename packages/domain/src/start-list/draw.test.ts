import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StartListInput } from './draw.ts';
import {
  diffStartList,
  drawBlock,
  generateStartList,
  moveSlot,
  numberAthletes,
  shuffleWithSeed,
} from './draw.ts';

const person = (Licenca: number, Nome: string, Ano = 2012) => ({ Licenca, Nome, Ano });

const tenAthletes = Array.from({ length: 10 }, (_, i) =>
  person(100 + i, `Atleta ${String(i).padStart(2, '0')}`, 2015),
);

const input: StartListInput = {
  competition: {
    Ordem: [
      { Tipo: 'Figuras', Categoria: 'INF' },
      { Tipo: 'DUETO LIVRE', Categoria: 'INF' },
      { Tipo: 'SOLO LIVRE', Categoria: 'JUV' },
    ],
  },
  figureEntries: [
    { Categoria: 'INF', Clube: 'Beta', Atletas: tenAthletes.slice(5) },
    { Categoria: 'INF', Clube: 'Alfa', Atletas: tenAthletes.slice(0, 5) },
    { Categoria: 'JUV', Clube: 'Alfa', Atletas: [person(300, 'Zé Juvenil', 2011)] },
  ],
  coachCards: [
    {
      _id: 'c1',
      Categoria: 'INF',
      Esquema: 'DUETO LIVRE',
      Clube: 'Alfa',
      State: 'Submetido',
      Atletas: [tenAthletes[0]!, tenAthletes[1]!],
    },
    {
      _id: 'c2',
      Categoria: 'INF',
      Esquema: 'DUETO LIVRE',
      Clube: 'Beta',
      State: 'Verificado',
      Atletas: [tenAthletes[5]!, tenAthletes[6]!],
    },
    {
      _id: 'c3',
      Categoria: 'INF',
      Esquema: 'DUETO LIVRE',
      Clube: 'Gama',
      State: 'Rascunho',
      Atletas: [person(900, 'Rascunho A'), person(901, 'Rascunho B')],
    },
    {
      _id: 'c4',
      Categoria: 'JUV',
      Esquema: 'SOLO LIVRE',
      Clube: 'Alfa',
      State: 'Submetido',
      Atletas: [person(300, 'Zé Juvenil', 2011)],
    },
  ],
};

const licencesOf = (block: ReturnType<typeof drawBlock>) =>
  block.Atletas_start.map((s) => s.Atletas.map((a) => a.License));

describe('start list draw', () => {
  it('makes one block per event in order, with slots numbered from 1', () => {
    const { StartList } = generateStartList(input, [1, 2, 3], () => 0);
    expect(StartList.map((b) => [b.Ordem, b.Categoria, b.Prova])).toEqual([
      [1, 'INF', 'Figuras'],
      [2, 'INF', 'DUETO LIVRE'],
      [3, 'JUV', 'SOLO LIVRE'],
    ]);
    expect(StartList[0]?.Atletas_start.map((s) => s.Numero)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('figures: one slot per athlete of that category; routines: one per submitted or verified card', () => {
    const { StartList } = generateStartList(input, [1, 2, 3], () => 0);
    expect(StartList[0]?.Atletas_start).toHaveLength(10);
    expect(StartList[1]?.Atletas_start.map((s) => s.CoachCardId).sort()).toEqual(['c1', 'c2']);
    expect(StartList[2]?.Atletas_start.map((s) => s.CoachCardId)).toEqual(['c4']);
  });

  it('leaves drafts out and says whose they are', () => {
    const { StartList, excludedDrafts } = generateStartList(input, [1, 2, 3], () => 0);
    expect(excludedDrafts).toEqual([
      { _id: 'c3', Clube: 'Gama', Categoria: 'INF', Esquema: 'DUETO LIVRE' },
    ]);
    expect(JSON.stringify(StartList)).not.toContain('Rascunho A');
  });

  it('is reproducible from its seed, whatever the storage order of the entries', () => {
    const a = drawBlock(input, 0, 42);
    const reordered = { ...input, figureEntries: [...input.figureEntries].reverse() };
    expect(drawBlock(reordered, 0, 42)).toEqual(a);
  });

  it('different seeds give different orders for a block of 10', () => {
    const orders = new Set(
      [1, 2, 3, 4, 5].map((seed) => JSON.stringify(licencesOf(drawBlock(input, 0, seed)))),
    );
    expect(orders.size).toBe(5);
  });

  it('gives every athlete one number, the same in every block', () => {
    const { StartList } = generateStartList(input, [7, 8, 9], () => 0);
    const numberOf = new Map<number, Set<number>>();
    for (const b of StartList)
      for (const s of b.Atletas_start)
        for (const a of s.Atletas) {
          numberOf.set(a.License, (numberOf.get(a.License) ?? new Set()).add(a.Numero));
        }
    for (const [, numbers] of numberOf) expect(numbers.size).toBe(1);
    // Alfa's athletes first (club order), then Beta's; Zé (JUV, Alfa) among Alfa's by name.
    const numbers = numberAthletes(input);
    expect(numbers.get(100)).toBe(1);
    expect(numbers.get(300)).toBe(6);
    expect(numbers.get(105)).toBe(7);
    expect(numbers.has(900)).toBe(false);
  });

  it('uses a fresh seed for a block without one, and returns the seeds to store', () => {
    let n = 10;
    const draw = generateStartList(input, [5], () => n++);
    expect(draw.seeds).toEqual([5, 10, 11]);
    expect(generateStartList(input, draw.seeds, () => 999).StartList).toEqual(draw.StartList);
  });

  it('property: the draw is a permutation of its input', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 40 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (items, seed) => {
          const shuffled = shuffleWithSeed(items, seed);
          expect([...shuffled].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
          expect(shuffleWithSeed(items, seed)).toEqual(shuffled);
        },
      ),
    );
  });

  it('moves a slot up or down and renumbers; out of range leaves the block as is', () => {
    const block = drawBlock(input, 1, 3);
    const moved = moveSlot(block, 1, -1);
    expect(moved.Atletas_start.map((s) => s.CoachCardId)).toEqual(
      [...block.Atletas_start].reverse().map((s) => s.CoachCardId),
    );
    expect(moved.Atletas_start.map((s) => s.Numero)).toEqual([1, 2]);
    expect(moveSlot(block, 0, -1)).toBe(block);
    expect(moveSlot(block, 1, 1)).toBe(block);
  });
});

describe('diffStartList: what changed since the draw (issue 17)', () => {
  const drawn = generateStartList(input, [11, 22, 33], () => 1).StartList;
  const withCards = (
    change: (cards: StartListInput['coachCards']) => StartListInput['coachCards'],
  ): StartListInput => ({ ...input, coachCards: change(input.coachCards) });

  it('nothing when the entries are those drawn, whatever order they come in, or before any draw', () => {
    expect(diffStartList(drawn, input)).toEqual([]);
    const reordered = {
      ...input,
      coachCards: [...input.coachCards].reverse(),
      figureEntries: [...input.figureEntries].reverse(),
    };
    expect(diffStartList(drawn, reordered)).toEqual([]);
    expect(diffStartList([], { ...input, coachCards: [] })).toEqual([]);
  });

  it('a figure athlete entered after the draw is added to the figures event only', () => {
    const more: StartListInput = {
      ...input,
      figureEntries: [
        ...input.figureEntries,
        { Categoria: 'INF', Clube: 'Alfa', Atletas: [person(150, 'Nova Atleta', 2015)] },
      ],
    };
    expect(diffStartList(drawn, more)).toEqual([
      {
        Ordem: 1,
        Prova: 'Figuras',
        Categoria: 'INF',
        changes: [
          {
            kind: 'added',
            Clube: 'Alfa',
            Atletas: ['Nova Atleta'],
            athletesIn: [],
            athletesOut: [],
          },
        ],
      },
    ]);
  });

  it('a card sent back to draft is removed; a draft submitted is added; other athletes are a change', () => {
    const changed = withCards((cards) =>
      cards.map((card) => {
        if (card._id === 'c1') return { ...card, State: 'Rascunho' as const };
        if (card._id === 'c3') return { ...card, State: 'Submetido' as const };
        if (card._id === 'c2') return { ...card, Atletas: [tenAthletes[5]!, tenAthletes[7]!] };
        return card;
      }),
    );
    const [duet, ...rest] = diffStartList(drawn, changed);
    expect(rest).toEqual([]);
    expect(duet).toMatchObject({ Ordem: 2, Prova: 'DUETO LIVRE', Categoria: 'INF' });
    expect(duet?.changes).toEqual(
      expect.arrayContaining([
        {
          kind: 'added',
          Clube: 'Gama',
          CoachCardId: 'c3',
          Atletas: ['Rascunho A', 'Rascunho B'],
          athletesIn: [],
          athletesOut: [],
        },
        {
          kind: 'changed',
          Clube: 'Beta',
          CoachCardId: 'c2',
          Atletas: ['Atleta 05', 'Atleta 07'],
          athletesIn: ['Atleta 07'],
          athletesOut: ['Atleta 06'],
        },
        {
          kind: 'removed',
          Clube: 'Alfa',
          CoachCardId: 'c1',
          Atletas: ['Atleta 00', 'Atleta 01'],
          athletesIn: [],
          athletesOut: [],
        },
      ]),
    );
    expect(duet?.changes).toHaveLength(3);
  });

  it('a deleted card and a renamed athlete are seen; redrawing clears it', () => {
    const rename = (p: ReturnType<typeof person>) =>
      p.Licenca === 100 ? { ...p, Nome: 'Atleta Zero' } : p;
    const renamed: StartListInput = {
      ...input,
      coachCards: input.coachCards
        .filter((card) => card._id !== 'c4')
        .map((card) => ({ ...card, Atletas: card.Atletas.map(rename) })),
      figureEntries: input.figureEntries.map((entry) => ({
        ...entry,
        Atletas: entry.Atletas.map(rename),
      })),
    };
    const diff = diffStartList(drawn, renamed);
    expect(diff.map((event) => [event.Ordem, event.changes.map((c) => c.kind)])).toEqual([
      [1, ['changed']],
      [2, ['changed']],
      [3, ['removed']],
    ]);
    expect(diff[0]?.changes[0]).toMatchObject({ Atletas: ['Atleta Zero'], athletesIn: [] });
    expect(diff[2]?.changes[0]).toMatchObject({ CoachCardId: 'c4', Clube: 'Alfa' });
    const redrawn = generateStartList(renamed, [11, 22, 33], () => 1).StartList;
    expect(diffStartList(redrawn, renamed)).toEqual([]);
  });
});
