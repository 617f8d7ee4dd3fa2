import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, eventTypeLabel } from './enums.ts';

describe('eventTypeLabel', () => {
  it('names each event type with its accents, the stored code unchanged', () => {
    expect(EVENT_TYPES.map((type) => eventTypeLabel(type))).toEqual([
      'Figuras',
      'Elementos Técnicos',
      'Elementos Equipa Técnica',
      'Solo Técnico',
      'Dueto Técnico',
      'Dueto Misto Técnico',
      'Equipa Técnica',
      'Solo Livre',
      'Dueto Livre',
      'Dueto Misto Livre',
      'Equipa Livre',
      'Combinado',
    ]);
    expect(EVENT_TYPES).toContain('SOLO TECNICO');
  });

  it('names them in English for the English pages, and leaves an unknown code as it is', () => {
    expect(eventTypeLabel('SOLO TECNICO', 'en')).toBe('Technical Solo');
    expect(eventTypeLabel('EQUIPA LIVRE', 'en')).toBe('Free Team');
    expect(eventTypeLabel('BALLET')).toBe('BALLET');
  });
});
