import { describe, expect, it } from 'vitest';
import { ACTIVATION_MESSAGES, APP_MESSAGES } from '@central/domain';
import { ApiError } from '@/lib/http';
import { activationFailure } from './activation-failure';

describe('activationFailure', () => {
  it('puts an e-mail the server refused under the field: an error when invalid, a warning when in use', () => {
    const invalid = new ApiError(400, 'APP_EMAIL_INVALID', ACTIVATION_MESSAGES.emailInvalid, {
      customerEmail: ACTIVATION_MESSAGES.emailInvalid,
    });
    expect(activationFailure(invalid)).toEqual({
      field: { validationState: 'error', validationMessage: ACTIVATION_MESSAGES.emailInvalid },
      notice: null,
    });
    const inUse = new ApiError(409, 'APP_EMAIL_IN_USE', ACTIVATION_MESSAGES.emailInUse, { customerEmail: ACTIVATION_MESSAGES.emailInUse });
    expect(activationFailure(inUse)).toEqual({
      field: { validationState: 'warning', validationMessage: ACTIVATION_MESSAGES.emailInUse },
      notice: null,
    });
  });

  it('warns above the form when the app is active already', () => {
    const active = new ApiError(409, 'APP_ALREADY_ACTIVE', ACTIVATION_MESSAGES.alreadyActive);
    expect(activationFailure(active)).toEqual({ field: null, notice: { intent: 'warning', text: ACTIVATION_MESSAGES.alreadyActive } });
  });

  it('shows the activation failure text for a partner failure or a lost connection', () => {
    const down = new ApiError(502, 'APP_ACTIVATION_FAILED', APP_MESSAGES.activationFailure);
    expect(activationFailure(down)).toEqual({ field: null, notice: { intent: 'error', text: APP_MESSAGES.activationFailure } });
    expect(activationFailure(new TypeError('offline')).notice).toEqual({ intent: 'error', text: APP_MESSAGES.activationFailure });
  });
});
