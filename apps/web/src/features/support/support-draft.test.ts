import { describe, expect, it } from 'vitest';
import { subjectFor, supportDraftOf, supportDraftState } from './support-draft';

const subject = (id: string, value: string) => ({ id, value, description: '' });
const subjects = [
  subject('3', 'Financeiro: boletos e pagamentos'),
  subject('1', 'Sem conexão com a internet'),
  subject('2', 'Internet lenta ou instável'),
  subject('4', 'Mudança de endereço'),
];

describe('subjectFor', () => {
  it("picks the provider's subject for a connection that is down, and for one that is slow", () => {
    expect(subjectFor(subjects, 'no-connection')).toBe('1');
    expect(subjectFor(subjects, 'slow')).toBe('2');
  });

  it('reads the words without accents or case, and falls back to any subject about the internet', () => {
    expect(subjectFor([subject('9', 'QUEDA DE CONEXAO')], 'no-connection')).toBe('9');
    expect(subjectFor([subject('3', 'Financeiro'), subject('7', 'Suporte à internet')], 'slow')).toBe('7');
  });

  it('chooses none when no subject fits', () => {
    expect(subjectFor([subject('3', 'Financeiro'), subject('4', 'Mudança de endereço')], 'no-connection')).toBe('');
    expect(subjectFor([], 'slow')).toBe('');
  });
});

describe('supportDraftOf', () => {
  const draft = { contractId: '2001', topic: 'slow', message: 'Diagnóstico' } as const;

  it('reads back the draft of supportDraftState', () => {
    expect(supportDraftOf(supportDraftState(draft))).toEqual(draft);
  });

  it('is null for no state or a malformed one', () => {
    expect(supportDraftOf(null)).toBeNull();
    expect(supportDraftOf({})).toBeNull();
    expect(supportDraftOf({ supportDraft: { ...draft, topic: 'other' } })).toBeNull();
    expect(supportDraftOf({ supportDraft: { ...draft, message: 3 } })).toBeNull();
  });
});
