import { describe, expect, it } from 'vitest';
import { domainMessagesPt } from '@artistic/domain/core/messages';
import { AppError, msg } from './errors.ts';
import {
  domainKeyOr,
  domainKeyOrText,
  serverMessagesEn,
  serverMessagesPt,
  translate,
} from './messages.ts';
import type { ServerMessageKey } from './messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('the server message catalogue (http/messages.ts)', () => {
  it('has the domain texts and an English text with the same placeholders for every key', () => {
    for (const [key, text] of Object.entries(domainMessagesPt)) {
      expect(serverMessagesPt[key as ServerMessageKey], key).toBe(text);
    }
    const keys = Object.keys(serverMessagesPt) as ServerMessageKey[];
    expect(Object.keys(serverMessagesEn).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(key).toMatch(/^(errors|checks)\./);
      expect(placeholders(serverMessagesEn[key]), key).toEqual(placeholders(serverMessagesPt[key]));
    }
  });

  it('fills the placeholders of a key with its values', () => {
    expect(translate('errors.noStartListBlock', { block: 3 })).toBe(
      'A ordem de partida não tem o bloco 3',
    );
    expect(translate('errors.bodyLimit', { limit: 1048576 }, serverMessagesEn)).toBe(
      'The limit is 1048576 bytes',
    );
    expect(translate('errors.signInRequired')).toBe('É necessário iniciar sessão');
  });

  it('an AppError carries the key and its values; its detail and message are the Portuguese text', () => {
    const plain = new AppError('unauthenticated', 'errors.signInRequired');
    expect(plain.messageKey).toBe('errors.signInRequired');
    expect(plain.detail).toBe('É necessário iniciar sessão');
    expect(plain.message).toBe('É necessário iniciar sessão');
    const withValues = new AppError(
      'conflict',
      msg('errors.competitionChanged', { stored: 3, sent: 2 }),
    );
    expect(withValues.params).toEqual({ stored: 3, sent: 2 });
    expect(withValues.detail).toBe(
      'A competição foi alterada entretanto (versão 3, enviada 2). Recarregue e volte a gravar.',
    );
    const text = new AppError('bad_request', { text: 'Malformed JSON in request body' });
    expect(text.messageKey).toBeUndefined();
    expect(text.detail).toBe('Malformed JSON in request body');
    const none = new AppError('internal');
    expect(none.detail).toBeUndefined();
    expect(none.message).toBe('Erro interno');
  });

  it('a domain key stays a key; anything else falls back', () => {
    expect(domainKeyOr('errors.judgeNotInPanel', 'errors.invalidSheet')).toBe(
      'errors.judgeNotInPanel',
    );
    expect(domainKeyOr('errors.signInRequired', 'errors.invalidSheet')).toBe('errors.invalidSheet');
    expect(domainKeyOrText('errors.coachCardIsDraft')).toBe('errors.coachCardIsDraft');
    expect(domainKeyOrText('Outro texto')).toEqual({ text: 'Outro texto' });
  });
});
