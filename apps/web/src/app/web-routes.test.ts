import { readFileSync } from 'node:fs';
import { STAFF_AREAS, TENANT_PAGES } from '@central/domain';
import { describe, expect, it } from 'vitest';

/**
 * The server answers 404 for any address not in TENANT_PAGES (packages/domain/src/web-routes.ts); this reads the
 * route files as text and fails when a page is added here but not there, or the other way round. In routes.tsx every
 * relative path is a child of /panel, the only route with both a path and children.
 */
const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const literalPaths = (text: string) => [...text.matchAll(/path: '([^']+)'/g)].map((match) => match[1]!).filter((path) => path !== '*');

describe('the pages the server knows', () => {
  it('are exactly the pages of routes.tsx, recovery steps included', () => {
    const recoverySteps = [...source('../features/recovery/steps.ts').matchAll(/^\s+\w+: '(\/[^']+)',$/gm)].map((match) => match[1]!);
    const routed = literalPaths(source('./routes.tsx')).map((path) => (path.startsWith('/') ? path : `/panel/${path}`));
    expect(recoverySteps).toHaveLength(5);
    expect(source('./routes.tsx').match(/path: RECOVERY_STEPS\.\w+/g)).toHaveLength(5);
    expect([...routed, ...recoverySteps].sort()).toEqual([...TENANT_PAGES].sort());
  });

  it('count every staff page as part of a staff area', () => {
    const staffPages = literalPaths(source('./staff-routes.tsx')).filter((path) => path.startsWith('/'));
    expect(staffPages.length).toBeGreaterThan(3);
    for (const page of staffPages) expect(STAFF_AREAS.some((area) => page === area || page.startsWith(`${area}/`))).toBe(true);
    expect([...new Set(staffPages.map((page) => STAFF_AREAS.find((area) => page === area || page.startsWith(`${area}/`))))].sort()).toEqual(
      [...STAFF_AREAS].sort(),
    );
  });
});
