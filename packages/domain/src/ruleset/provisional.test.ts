import { describe, expect, it } from 'vitest';
import { BUILT_IN_RULESET } from './built-in.ts';
import { countProvisionalFactors, listProvisionalFactors } from './provisional.ts';
import type { Ruleset } from './document.ts';

describe('provisional factors', () => {
  it('lists every provisional factor a JUV free duet is scored with in the built-in ruleset', () => {
    const found = listProvisionalFactors('DUETO LIVRE', 'JUV', BUILT_IN_RULESET);
    expect(found.map((f) => f.path)).toContain('cdFactors.HIB.DUETO LIVRE.JUV');
    expect(found.map((f) => f.path)).toContain(
      'artisticFactors.Coreografia & Musicalidade.DUETO LIVRE.JUV',
    );
    expect(found.every((f) => f.value > 0)).toBe(true);
  });

  it('drops a factor once it is confirmed', () => {
    const doc = structuredClone(BUILT_IN_RULESET) as {
      -readonly [K in keyof Ruleset]: Ruleset[K];
    };
    const before = countProvisionalFactors(BUILT_IN_RULESET);
    const cell = doc.artisticFactors['Coreografia & Musicalidade']['DUETO LIVRE']?.JUV;
    expect(cell?.provisional).toBe(true);
    (cell as { provisional: boolean }).provisional = false;
    expect(countProvisionalFactors(doc)).toBe(before - 1);
    expect(listProvisionalFactors('DUETO LIVRE', 'JUV', doc).map((f) => f.path)).not.toContain(
      'artisticFactors.Coreografia & Musicalidade.DUETO LIVRE.JUV',
    );
  });

  it('reports none for Masters artistic impression, whose factor 1 is confirmed', () => {
    const found = listProvisionalFactors('SOLO LIVRE', 'MAS', BUILT_IN_RULESET);
    expect(found.filter((f) => f.kind === 'artistic')).toEqual([]);
  });
});
