// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildMedalsResponse } from '../test/medals-fixture';
import { tPt } from '../test/pt-translator';
import { toMedalsTables } from './medals-spreadsheet';
import { buildMedalsView } from './medals-view';

describe('toMedalsTables', () => {
  const [medals, points, medallists] = toMedalsTables(
    buildMedalsView(buildMedalsResponse(), 'pt'),
    tPt,
  );

  it('writes the medal table as the page shows it, golds first', () => {
    expect(medals?.name).toBe('Medalhas por clube');
    expect(medals?.title).toEqual([
      'Medalheiro',
      'Campeonato Nacional de Inverno — 2026-02-14',
      'Medalhas por clube',
    ]);
    expect(medals?.columns).toEqual(['Lugar', 'Clube', 'Ouro', 'Prata', 'Bronze', 'Total']);
    expect(medals?.rows).toEqual([
      [1, 'Clube Natação Açores', 2, 0, 0, 2],
      [2, 'Sport Algés e Dafundo', 1, 1, 1, 3],
    ]);
  });

  it('writes the club points with the table used', () => {
    expect(points?.columns).toEqual(['Lugar', 'Clube', 'Pontos']);
    expect(points?.rows).toEqual([
      [1, 'Sport Algés e Dafundo', 22],
      [2, 'Clube Natação Açores', 18],
    ]);
    expect(points?.title).toContain(
      'Pontos por lugar: 9, 7, 6, 5, 4, 3, 2, 1 (do 1.º lugar em diante).',
    );
  });

  it('writes each medallist with the event, the medal and the total with 4 decimals', () => {
    expect(medallists?.columns).toEqual(['Prova', 'Medalha', 'Lugar', 'Nome', 'Clube', 'Total']);
    expect(medallists?.rows).toEqual([
      ['Infantil — Figuras', 'Ouro', 1, 'Rita Gonçalves', 'Clube Natação Açores', 63.7511],
      ['Infantil — Figuras', 'Prata', 2, 'Maria Lopes', 'Sport Algés e Dafundo', 60.5],
      ['Infantil — Figuras', 'Bronze', 3, 'Ana Simões', 'Sport Algés e Dafundo', 58.25],
      [
        'Juvenil — Dueto Livre',
        'Ouro',
        1,
        'Ana Simões, Maria Lopes',
        'Sport Algés e Dafundo',
        163.925,
      ],
      ['Masters — Solo Livre', 'Ouro', 1, 'Teresa Magalhães', 'Clube Natação Açores', 78],
    ]);
    expect(medallists?.decimals).toEqual({ 5: 4 });
  });
});
