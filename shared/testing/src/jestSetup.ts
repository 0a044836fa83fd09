// Jest's set-up for a remote's tests (./jest/preset.cjs): what the portal's own set-up gives (jest/setup.ts at
// the workspace's root), through the packages' public entries: Testing Library's matchers and waiting time,
// what jsdom lacks, and every provider's settings and theme loaded before the tests.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { PROVIDER_SLUGS, loadProvider } from '@portal/config';
import { loadTheme } from '@portal/ui';

// findBy* and waitFor wait up to 4 s (1 s by default): a loaded machine can take longer than a second.
configure({ asyncUtilTimeout: 4000 });

// Chakra's checkbox reads PointerEvent on key presses; jsdom has none.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}

// Chakra's popovers watch their size; jsdom has no ResizeObserver.
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

beforeAll(() => Promise.all(PROVIDER_SLUGS.flatMap((slug) => [loadProvider(slug), loadTheme(slug)])));
