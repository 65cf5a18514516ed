import { TEXT } from '@/strings/pt-BR';

const clock = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** 'Código enviado às HH:MM', in the browser's own time, for the moment (ISO) the last code went out. */
export const codeSentAtLabel = (sentAt: string): string => TEXT.recovery.codeSentAt(clock.format(new Date(sentAt)));
