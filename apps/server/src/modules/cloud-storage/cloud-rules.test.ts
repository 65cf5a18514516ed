import { CLOUD_STORAGE_MESSAGES as TEXT, numericFieldText } from '@central/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { contractOfGroup, contractProblem, groupIdOf, refuseFields } from './cloud-rules';

describe('cloud-storage input', () => {
  it('takes contract ids as IXC writes them, from text or a number', () => {
    expect(contractProblem(numericFieldText(2001))).toBeUndefined();
    expect(contractProblem(numericFieldText(' 2001 '))).toBeUndefined();
    expect(contractProblem('0')).toBe(TEXT.contractRequired);
    expect(contractProblem('20a1')).toBe(TEXT.contractRequired);
  });

  it('refuses with every invalid field, the texts comma-separated', () => {
    expect(() => refuseFields({ email: undefined })).not.toThrow();
    try {
      refuseFields({ email: TEXT.emailInvalid, password: undefined, quota: TEXT.quotaTooSmall });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        statusCode: 400,
        message: `${TEXT.emailInvalid}, ${TEXT.quotaTooSmall}`,
        fields: { email: TEXT.emailInvalid, quota: TEXT.quotaTooSmall },
      });
    }
  });
});

describe('group ids at Nextcloud', () => {
  it('name provider and contract, within the characters Nextcloud reads safely', () => {
    expect(groupIdOf('demo', '2001')).toBe('demo-2001');
    expect(groupIdOf('fibra-sul', '2001')).toMatch(/^[A-Za-z0-9_.@-]+$/);
  });

  it("read back only this provider's groups", () => {
    expect(contractOfGroup('demo', 'demo-2001')).toBe('2001');
    expect(contractOfGroup('fibra-sul', 'fibra-sul-2001')).toBe('2001');
    expect(contractOfGroup('demo', 'acme-2001')).toBeNull();
    expect(contractOfGroup('demo', 'demo-')).toBeNull();
    expect(contractOfGroup('demo', 'demo-2001-x')).toBeNull();
    expect(contractOfGroup('demo', 'admin')).toBeNull();
  });
});
