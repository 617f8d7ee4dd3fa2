// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildJudgeEvaluationView } from '../lib/judge-evaluation-view';
import { buildJudgeEvaluationResponse } from '../test/judge-evaluation-fixture';
import { expectEveryPageHeaded, printedPages, renderedText } from '../test/pdf-tools';
import { tPt as t } from '../test/pt-translator';
import { JudgeEvaluationDocument } from './judge-evaluation-pdf';

const renderText = (data = buildJudgeEvaluationResponse()) =>
  renderedText(
    <JudgeEvaluationDocument view={buildJudgeEvaluationView(data, 'pt', t)} t={t} language="pt" />,
  );

describe('JudgeEvaluationDocument', () => {
  it('prints a line per seat with the judge, deviations, dropped marks and correlation', async () => {
    const text = await renderText();
    expect(text).toContain('Avaliação de juízes');
    expect(text).toContain('Campeonato Nacional de Inverno — 2026-02-14');
    expect(text).toContain('Possível favorecimento acima de 0,3 pontos.');
    expect(text).toContain('Painel de figuras');
    expect(text).toMatch(
      /J3 Joana Alta\s+8\s+\+1,0000\s+1,0000\s+8 \(100,0 %\)\s+0 \(0,0 %\)\s+1,0000\s+—/,
    );
    expect(text).toMatch(/J5 \(sem nome\)\s+8\s+-0,6750\s+0,6750\s+0 \(0,0 %\)\s+6 \(75,0 %\)/);
    expect(text).toMatch(
      /J4 Marta Alfa\s+8\s+\+0,4250\s+0,4250\s+0 \(0,0 %\)\s+0 \(0,0 %\)\s+0,8000\s+\+0,6000 vs \+0,2500/,
    );
    expect(text).toContain('Possível favorecimento\n');
    expect(text).toContain('Clube Natação Alfa');
    expect(text).toContain('Sem folhas de pontuação gravadas neste painel.');
  });

  it('says so when no sheet is stored, headed on every page', async () => {
    const answer = buildJudgeEvaluationResponse();
    const text = await renderText({
      ...answer,
      panels: answer.panels.map((p) => ({ ...p, rows: 0 })),
    });
    expect(text).toContain('Sem folhas de pontuação gravadas.');
    expect(text).not.toContain('Joana Alta');
    expectEveryPageHeaded(printedPages(text), 'Campeonato Nacional de Inverno — 2026-02-14');
  });
});
