import { describe, expect, it } from 'vitest';
import { availableMemoryBytes, heapLimitMb } from './heap-limit';

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;
const files = (contents: Record<string, string>) => (path: string) => contents[path] ?? null;

describe('heapLimitMb', () => {
  it.each([
    [512 * MIB, 256],
    [384 * MIB, 192],
    [256 * MIB, 128],
    [128 * MIB, 96],
    [24 * GIB, 256],
  ])('gives a server with %i bytes an old space of %i MB', (memory, heap) => {
    expect(heapLimitMb(memory)).toBe(heap);
  });

  it("takes CENTRAL_HEAP_MB over the container's share, and refuses nonsense", () => {
    expect(heapLimitMb(512 * MIB, '700')).toBe(700);
    expect(heapLimitMb(512 * MIB, '  ')).toBe(256);
    for (const bad of ['abc', '12', '1.5', '-300']) expect(() => heapLimitMb(512 * MIB, bad)).toThrow(/CENTRAL_HEAP_MB/);
  });
});

describe('availableMemoryBytes', () => {
  it('reads the cgroup v2 limit', () => {
    expect(availableMemoryBytes(files({ '/sys/fs/cgroup/memory.max': '536870912\n' }), 24 * GIB)).toBe(512 * MIB);
  });

  it('reads the cgroup v1 limit', () => {
    expect(availableMemoryBytes(files({ '/sys/fs/cgroup/memory/memory.limit_in_bytes': '268435456\n' }), 24 * GIB)).toBe(256 * MIB);
  });

  it("falls back to the machine's memory when the cgroup sets no limit", () => {
    expect(availableMemoryBytes(files({ '/sys/fs/cgroup/memory.max': 'max\n' }), 24 * GIB)).toBe(24 * GIB);
    expect(availableMemoryBytes(files({ '/sys/fs/cgroup/memory/memory.limit_in_bytes': '9223372036854771712\n' }), 24 * GIB)).toBe(
      24 * GIB,
    );
    expect(availableMemoryBytes(files({}), 8 * GIB)).toBe(8 * GIB);
  });
});
