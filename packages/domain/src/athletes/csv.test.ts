import { describe, expect, it } from 'vitest';
import { parseAthleteCsv, parseAthleteCsvSteps } from './csv.ts';

describe('parseAthleteCsv (issue 23)', () => {
  it('reads a Portuguese spreadsheet export: BOM, `;`, quoted fields, accents in the header', () => {
    const csv =
      '\uFEFFLicença;Nome;Ano;Clube;Ativo\r\n' +
      '10201;Inês Almeida;2015;Clube Natação Alfa;Sim\r\n' +
      '10202;"Martins; Joana";2015;"Clube ""Alfa""";não\r\n';
    const parsed = parseAthleteCsv(csv);
    expect(parsed.fileError).toBeNull();
    expect(parsed.refused).toEqual([]);
    expect(parsed.athletes).toEqual([
      {
        line: 2,
        Licenca: 10201,
        Nome: 'Inês Almeida',
        Ano: 2015,
        Clube: 'Clube Natação Alfa',
        Ativo: true,
      },
      {
        line: 3,
        Licenca: 10202,
        Nome: 'Martins; Joana',
        Ano: 2015,
        Clube: 'Clube "Alfa"',
        Ativo: false,
      },
    ]);
  });

  it('reads `,` files with the columns in any order and no Ativo column', () => {
    const parsed = parseAthleteCsv('Nome,Clube,Licence,Ano\nAna,Beta,7,2010\n');
    expect(parsed.athletes).toEqual([
      { line: 2, Licenca: 7, Nome: 'Ana', Ano: 2010, Clube: 'Beta', Ativo: true },
    ]);
  });

  it('refuses each bad line with its number and reason, and keeps the good ones', () => {
    const csv = [
      'Licença;Nome;Ano;Clube',
      '1;Ana;2010;Alfa',
      'x12;Bia;2010;Alfa',
      '3;;2010;Alfa',
      '4;Carla;10;Alfa',
      '5;Dora;2011;',
      '1;Ana outra vez;2010;Alfa',
      '6;Eva;2012;Gama',
      '',
      '7;Fé;2012;Beta',
    ].join('\n');
    const parsed = parseAthleteCsv(csv, new Set(['Alfa', 'Beta']));
    expect(parsed.athletes.map((a) => a.Licenca)).toEqual([1, 7]);
    expect(parsed.refused).toEqual([
      {
        line: 3,
        licence: 'x12',
        reason: 'A licença «x12» não é um número inteiro de 1 a 99999999.',
      },
      { line: 4, licence: '3', reason: 'Falta o nome.' },
      { line: 5, licence: '4', reason: 'O ano de nascimento «10» não é um ano entre 1900 e 2100.' },
      { line: 6, licence: '5', reason: 'Falta o clube.' },
      { line: 7, licence: '1', reason: 'A licença 1 já aparece na linha 2.' },
      { line: 8, licence: '6', reason: 'O clube «Gama» não é nenhum dos clubes da aplicação.' },
    ]);
  });

  it('says which columns the header lacks, and imports nothing', () => {
    const parsed = parseAthleteCsv('Licença;Nome\n1;Ana\n');
    expect(parsed.athletes).toEqual([]);
    expect(parsed.fileError).toBe(
      'A primeira linha do ficheiro tem de nomear as colunas Licença, Nome, Ano e Clube (falta: Ano, Clube).',
    );
  });
});

describe('parseAthleteCsvSteps (issue 36: a large file read in steps)', () => {
  it('yields after every step of lines and ends with what parseAthleteCsv reads', () => {
    const lines = ['Licença;Nome;Ano;Clube'];
    for (let i = 1; i <= 1234; i++) lines.push(`${1000 + i};Atleta ${i};2012;Clube Natação Alfa`);
    lines.splice(700, 0, '', 'abc;Sem Licença;2012;Clube Natação Alfa');
    const csv = lines.join('\n');
    const steps = parseAthleteCsvSteps(csv, undefined, 500);
    const yielded: number[] = [];
    let step = steps.next();
    while (!step.done) {
      yielded.push(step.value);
      step = steps.next();
    }
    expect(yielded).toEqual([500, 1000]);
    expect(step.value).toEqual(parseAthleteCsv(csv));
    expect(step.value.athletes).toHaveLength(1234);
    expect(step.value.refused).toEqual([
      {
        line: 702,
        licence: 'abc',
        reason: 'A licença «abc» não é um número inteiro de 1 a 99999999.',
      },
    ]);
  });
});
