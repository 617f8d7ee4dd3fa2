import { describe, expect, it } from 'vitest';
import {
  AGE_GROUPS,
  ageInSeason,
  ageRangeOf,
  checkAgeGroup,
  checkAgeGroups,
  seasonYearOf,
} from './age-groups.ts';

describe('age groups (issue 23)', () => {
  it('counts the age reached on 31 December of the competition year', () => {
    expect(seasonYearOf('2027-01-12')).toBe(2027);
    expect(seasonYearOf('2026-12-31')).toBe(2026);
    expect(ageInSeason(2015, 2027)).toBe(12);
  });

  it('INF: 12 in the season is the last year; 13 is too old', () => {
    expect(checkAgeGroup('INF', 2015, 2027)).toEqual({ ok: true, age: 12, swimsUp: false });
    expect(checkAgeGroup('INF', 2014, 2027)).toEqual({ ok: false, age: 13, reason: 'tooOld' });
    expect(checkAgeGroup('INF', 2020, 2027).ok).toBe(true);
  });

  it('JUV: 13 to 15; a 12-year-old swims up, an 11-year-old may not; 16 is too old', () => {
    expect(checkAgeGroup('JUV', 2014, 2027)).toEqual({ ok: true, age: 13, swimsUp: false });
    expect(checkAgeGroup('JUV', 2012, 2027)).toEqual({ ok: true, age: 15, swimsUp: false });
    expect(checkAgeGroup('JUV', 2015, 2027)).toEqual({ ok: true, age: 12, swimsUp: true });
    expect(checkAgeGroup('JUV', 2016, 2027)).toEqual({ ok: false, age: 11, reason: 'tooYoung' });
    expect(checkAgeGroup('JUV', 2011, 2027)).toEqual({ ok: false, age: 16, reason: 'tooOld' });
  });

  it('JUN: 15 to 19, swimming up from 13; 20 is too old', () => {
    expect(checkAgeGroup('JUN', 2008, 2027)).toEqual({ ok: true, age: 19, swimsUp: false });
    expect(checkAgeGroup('JUN', 2007, 2027)).toEqual({ ok: false, age: 20, reason: 'tooOld' });
    expect(checkAgeGroup('JUN', 2014, 2027)).toEqual({ ok: true, age: 13, swimsUp: true });
    expect(checkAgeGroup('JUN', 2015, 2027)).toEqual({ ok: false, age: 12, reason: 'tooYoung' });
  });

  it('ABS from 15 without a maximum; MAS from 20', () => {
    expect(checkAgeGroup('ABS', 2012, 2027)).toEqual({ ok: true, age: 15, swimsUp: false });
    expect(checkAgeGroup('ABS', 2013, 2027)).toEqual({ ok: false, age: 14, reason: 'tooYoung' });
    expect(checkAgeGroup('ABS', 1950, 2027).ok).toBe(true);
    expect(checkAgeGroup('MAS', 2007, 2027)).toEqual({ ok: true, age: 20, swimsUp: false });
    expect(checkAgeGroup('MAS', 2008, 2027)).toEqual({ ok: false, age: 19, reason: 'tooYoung' });
  });

  it('states each group as the ages a message quotes, and nobody swims down', () => {
    expect(ageRangeOf('JUV')).toEqual({ min: 12, max: 15 });
    expect(ageRangeOf('INF')).toEqual({ min: 0, max: 12 });
    expect(ageRangeOf('MAS')).toEqual({ min: 20, max: null });
    for (const group of Object.values(AGE_GROUPS))
      if (group.swimUpFrom !== null && group.min !== null)
        expect(group.swimUpFrom).toBeLessThan(group.min);
  });
});

describe('checkAgeGroups', () => {
  it('names the athlete, the age and the ages of the group, on the field of the year', () => {
    const people = [
      { Nome: 'Ana', Ano: 2013 },
      { Nome: 'Rita Sousa', Ano: 2006 },
    ];
    expect(checkAgeGroups(people, 'Atletas', 'JUV', 2027)).toEqual([
      {
        path: 'Atletas.1.Ano',
        message:
          'Rita Sousa (ano de nascimento 2006) tem 21 anos em 2027: o escalão Juvenil admite atletas dos 12 aos 15 anos.',
      },
    ]);
    expect(checkAgeGroups([{ Nome: 'Bia', Ano: 2010 }], 'Atletas', 'INF', 2027)[0]?.message).toBe(
      'Bia (ano de nascimento 2010) tem 17 anos em 2027: o escalão Infantil admite atletas até aos 12 anos.',
    );
    expect(checkAgeGroups([{ Nome: 'Eva', Ano: 2010 }], 'Reservas', 'MAS', 2027)[0]).toEqual({
      path: 'Reservas.0.Ano',
      message:
        'Eva (ano de nascimento 2010) tem 17 anos em 2027: o escalão Masters admite atletas a partir dos 20 anos.',
    });
  });
});
