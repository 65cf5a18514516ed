import { afterAll, beforeAll } from 'vitest';

/**
 * For component tests of Fluent's dialogs, menus and popovers: without the Web Animations API Fluent skips its motion,
 * where happy-dom's cancelled animations would reject unhandled. Call once at the top of a test file.
 */
export function withoutWebAnimations(): void {
  const animate = Object.getOwnPropertyDescriptor(Element.prototype, 'animate');
  beforeAll(() => {
    Reflect.deleteProperty(Element.prototype, 'animate');
  });
  afterAll(() => {
    if (animate) Object.defineProperty(Element.prototype, 'animate', animate);
  });
}
