import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@central/domain';
import { broadcastSchema } from './broadcast-schema';

const errors = (values: { title: string; message: string }) => {
  try {
    broadcastSchema.validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('the general notification form', () => {
  it('says what the server would', () => {
    expect(errors({ title: '', message: '' })).toEqual([MESSAGES.broadcastTitleRequired, MESSAGES.broadcastMessageRequired]);
    expect(errors({ title: 'a'.repeat(300), message: 'b'.repeat(1400) })).toEqual([
      MESSAGES.broadcastTitleTooLong,
      MESSAGES.broadcastMessageTooLong,
    ]);
    expect(errors({ title: 'Aviso', message: 'Olá' })).toEqual([]);
  });
});
