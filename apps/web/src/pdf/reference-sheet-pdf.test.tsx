// @vitest-environment node
import { buildReferenceSheet } from '@artistic/domain/coach-card/reference-sheet';
import type { ReferenceSheetCoachCard } from '@artistic/domain/coach-card/reference-sheet';
import { aReferenceSheetCard, aReferenceSheetHybrid } from '@artistic/domain/testing/builders';
import { describe, expect, it } from 'vitest';
import { ReferenceSheetDocument } from './reference-sheet-pdf';
import { printedPages, renderedText } from '../test/pdf-tools';
import { tPt as t } from '../test/pt-translator';

/** The hybrid, then a group B acrobatic from 0:21 to 0:30 declaring B-Sq (1,05): 3,40 in all. */
const card = aReferenceSheetCard({
  Elementos: [
    aReferenceSheetHybrid(),
    {
      Tempo_inicial: '0:21',
      Tempo_final: '0:30',
      Elemento: 'ACR',
      Ordem: 2,
      Grupo: 'B',
      Dificuldade_declarada: [{ Codigo_cc: 'B-Sq' }],
      Bonus: [],
      Total: 1.05,
    },
  ],
  Total_declarado: 3.4,
});

function renderText(
  input: ReferenceSheetCoachCard,
  theme?: string,
  language: 'pt' | 'en' = 'pt',
): Promise<string> {
  const sheet = buildReferenceSheet(
    input,
    { Nome: 'Taça de Portugal' },
    { decimalSeparator: language === 'en' ? '.' : ',' },
  );
  return renderedText(
    <ReferenceSheetDocument
      sheet={sheet}
      t={t}
      language={language}
      {...(theme === undefined ? {} : { theme })}
    />,
  );
}

describe('ReferenceSheetDocument', () => {
  it('prints the card, the typed theme and the elements with codes and DD', async () => {
    const text = await renderText(card, 'Viagem às Ilhas');
    expect(text).toContain('Folha de referência do Coach Card');
    expect(text).toContain('Taça de Portugal');
    expect(text).toContain('Juvenil (JUV)');
    expect(text).toContain('Dueto Livre');
    expect(text).not.toContain('DUETO LIVRE');
    expect(text).toContain('Clube Natação Alfa');
    expect(text).toContain('Viagem às Ilhas');
    expect(text).not.toContain('O mar');
    expect(text).toContain('Inês Conceição');
    expect(text).toContain('Rita Gonçalves');
    expect(text).toMatch(
      /Tempo\s+Elemento\s+Ordem\s+Grupo\s+Dificuldade Declarada\s+Bonus\s+DD\s+TC/,
    );
    expect(text).toMatch(/0:05-0:20\s+HIB\s+1\s+T1 S2\s+1PC\s+2,3500/);
    expect(text).toMatch(/0:21-0:30\s+ACR\s+2\s+B\s+B-Sq\s+1,0500/);
    expect(text).toMatch(/Total declarado\s+3,4000/);
    expect(text).not.toMatch(/\d\.\d/);
  });

  it('prints numbers with a point for an English reader', async () => {
    const text = await renderText(card, undefined, 'en');
    expect(text).toMatch(/0:05-0:20\s+HIB\s+1\s+T1 S2\s+1PC\s+2\.3500/);
    expect(text).toMatch(/\s3\.4000/);
    expect(text).not.toMatch(/\d,\d/);
  });

  it('names the competition, club and routine with the page number on every page', async () => {
    const first = card.Elementos[0];
    if (!first) throw new Error('fixture');
    const elements = Array.from({ length: 45 }, (_, index) => ({ ...first, Ordem: index + 1 }));
    const text = await renderText({ ...card, Elementos: elements });
    const pages = printedPages(text);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => {
      expect(page).toContain(
        `Taça de Portugal · Clube Natação Alfa · Juvenil Dueto Livre — Página ${index + 1} de ${pages.length}`,
      );
    });
  });

  it('leaves the elements table out when there are no elements', async () => {
    const text = await renderText({ ...card, Elementos: [], Total_declarado: 0 });
    expect(text).toContain('O mar');
    expect(text).not.toContain('Dificuldade Declarada');
  });
});
