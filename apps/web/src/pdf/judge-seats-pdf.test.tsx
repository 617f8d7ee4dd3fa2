// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { JudgeSeatsDocument } from './judge-seats-pdf';
import { printedPages, renderedText } from '../test/pdf-tools';
import { tPt as t } from '../test/pt-translator';

const seats = Array.from({ length: 14 }, (_, i) => {
  const panel = i < 7 ? 'Figuras' : 'Esquemas (coach cards)';
  const seat = (i % 7) + 1;
  return {
    name: `J${seat} — ${panel}`,
    code: `ABC${seat}-${i < 7 ? 'FGRS' : 'ESQM'}`,
    link: `http://192.168.1.20:3000/judge/ABC${seat}${i < 7 ? 'FGRS' : 'ESQM'}`,
  };
});

describe('JudgeSeatsDocument', () => {
  it("prints every seat's card (name, code and link) of both panels on one A4 page", async () => {
    const document = (
      <JudgeSeatsDocument
        competition="Campeonato Nacional de Inverno"
        seats={seats}
        t={t}
        language="pt"
      />
    );
    const text = await renderedText(document);
    expect(text).toContain('Painel de juízes');
    expect(text).toContain('Campeonato Nacional de Inverno');
    expect(text).toContain('Recorte um cartão por juiz.');
    for (const seat of seats) {
      // A long panel name wraps inside its card: its first line is the seat and the panel.
      expect(text).toContain(seat.name.split(' (')[0]);
      expect(text).toContain(seat.code);
      expect(text).toContain(seat.link);
    }
    expect(printedPages(text)).toHaveLength(1);
    expect(text).toContain('Página 1 de 1');
  });
});
