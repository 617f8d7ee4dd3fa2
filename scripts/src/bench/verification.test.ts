import { describe, expect, it } from 'vitest';
import type { Verification } from '@artistic/domain/result-list/verification-schema';
import { formatVerification, isVerified, verificationBudget } from './verification.ts';

const difference = (i: number) => ({
  path: `competições/Campeonato (c1)/JUV DUETO LIVRE/entrada ${i}/folha/Valor_total`,
  stored: 88.45,
  recomputed: 87.45,
});
const found = (checked: number, differences: number): Verification => ({
  checked,
  differences: Array.from({ length: differences }, (_, i) => difference(i + 1)),
});

describe("the verifier's answer in the bench", () => {
  it('says there is no difference, as npm run verify does', () => {
    expect(formatVerification(found(91996, 0))).toEqual([
      'Verificados 91996 números: sem diferenças.',
    ]);
    expect(isVerified(found(91996, 0))).toBe(true);
  });

  it('prints each difference with a decimal comma, and a missing number as a dash', () => {
    const v: Verification = {
      checked: 10,
      differences: [difference(3), { path: 'x/Pontos', stored: null, recomputed: 0.5 }],
    };
    expect(formatVerification(v)).toEqual([
      'competições/Campeonato (c1)/JUV DUETO LIVRE/entrada 3/folha/Valor_total: guardado 88,45, recalculado 87,45',
      'x/Pontos: guardado —, recalculado 0,5',
      'Verificados 10 números: 2 diferenças.',
    ]);
    expect(formatVerification(found(10, 1)).at(-1)).toBe('Verificados 10 números: 1 diferença.');
  });

  it('shows the first differences and counts the rest', () => {
    const lines = formatVerification(found(500, 53), 50);
    expect(lines).toHaveLength(52);
    expect(lines[49]).toContain('entrada 50/');
    expect(lines[50]).toBe('… e mais 3 diferenças (não mostradas)');
    expect(lines[51]).toBe('Verificados 500 números: 53 diferenças.');
    expect(formatVerification(found(500, 51), 50)[50]).toBe('… e mais 1 diferença (não mostradas)');
    expect(formatVerification(found(500, 50), 50)).toHaveLength(51);
  });

  it('fails a check that compared nothing, or found a difference', () => {
    expect(verificationBudget('PGlite: verified', found(1200, 0))).toEqual({
      name: 'PGlite: verified',
      measured: '1200 numbers, 0 differences',
      limit: '0 differences',
      pass: true,
    });
    expect(verificationBudget('v', found(1200, 1)).pass).toBe(false);
    expect(verificationBudget('v', found(0, 0)).pass).toBe(false);
    expect(formatVerification(found(0, 0))).toEqual([
      'Verificados 0 números: sem diferenças.',
      'Nada foi comparado: a base de dados não tem o campeonato?',
    ]);
  });
});
