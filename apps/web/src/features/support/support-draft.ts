import type { SupportSubjects } from '@central/domain/api';

/** What a request is about, for the form to choose the provider's matching subject. */
export type SupportTopic = 'no-connection' | 'slow';

/**
 * A request another page starts (the diagnosis of 'Minha conexão'): the contract, the topic and the message the form
 * opens with, every one still for the person to change. It travels in the history entry's state: in no address (the
 * diagnosis is no one else's business), kept by a reload of that entry, and absent from any other visit to the form.
 */
export interface SupportDraft {
  contractId: string;
  topic: SupportTopic;
  message: string;
}

/** The history entry's state that opens the support request form with `draft`. */
export const supportDraftState = (draft: SupportDraft) => ({ supportDraft: draft });

/** The draft a history entry's state carries, or null for none or anything malformed. */
export function supportDraftOf(state: unknown): SupportDraft | null {
  if (typeof state !== 'object' || state === null) return null;
  const draft = (state as { supportDraft?: unknown }).supportDraft;
  if (typeof draft !== 'object' || draft === null) return null;
  const { contractId, topic, message } = draft as Record<string, unknown>;
  if (typeof contractId !== 'string' || typeof message !== 'string') return null;
  if (topic !== 'no-connection' && topic !== 'slow') return null;
  return { contractId, topic, message };
}

const plain = (words: string) =>
  words
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The words of a subject about each topic, the most telling first; then any subject about the internet. */
const TOPIC_WORDS: Record<SupportTopic, RegExp[]> = {
  'no-connection': [/sem (conexao|internet|acesso|sinal)/, /(queda|caiu|parou|fora do ar|nao funciona|nao conecta)/],
  slow: [/(lent|instavel|velocidade|oscila)/],
};
const ABOUT_THE_INTERNET = /(internet|conexao|sinal|fibra)/;

/** The id of the provider's subject that fits `topic` ('Sem conexão com a internet'), or '' when none does. */
export function subjectFor(subjects: SupportSubjects['subjects'], topic: SupportTopic): string {
  const named = subjects.map((subject) => ({ id: subject.id, words: plain(subject.value || subject.description) }));
  for (const pattern of [...TOPIC_WORDS[topic], ABOUT_THE_INTERNET]) {
    const found = named.find((subject) => pattern.test(subject.words));
    if (found) return found.id;
  }
  return '';
}
