import { describe, expect, it } from 'vitest';
import { contractOfGroup, groupIdOf } from './cloud-service';

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
