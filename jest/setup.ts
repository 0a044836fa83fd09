import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { PROVIDERS } from '../shared/config/src/providers/all';
import { provideProviders } from '../shared/config/src/registry';
import { provideThemes } from '../shared/ui/src/theme/providerThemes';
import { THEMES } from '../shared/ui/src/theme/providerThemes/all';

// findBy* and waitFor wait up to 4 s (1 s by default): under a loaded CI machine a list or a lazily loaded part
// can take longer than a second to show, and a test should fail on what it checks, not on the machine's speed.
if (typeof window !== 'undefined') configure({ asyncUtilTimeout: 4000 });

// What jsdom lacks and Chakra needs: PointerEvent (the checkbox reads it on key presses).
if (typeof window !== 'undefined' && typeof window.PointerEvent === 'undefined') {
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

// Chakra's popovers (the combobox list) watch their size; jsdom has no ResizeObserver.
if (typeof window !== 'undefined' && typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Object URLs of blobs (the student image): jsdom has none. Each blob gets an address of its own.
if (typeof URL !== 'undefined' && typeof URL.createObjectURL === 'undefined') {
  let next = 0;
  URL.createObjectURL = () => `blob:jsdom/${(next += 1)}`;
  URL.revokeObjectURL = () => undefined;
}

// A blob's bytes (the photo checks read a file's first bytes): jsdom's Blob has no arrayBuffer(); the browser's
// and Node's have. Read through jsdom's own FileReader.
if (typeof Blob !== 'undefined' && typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

// Every provider's settings and theme, there before the tests as the shell loads its provider's before its first
// render (in the portal each provider's are a chunk of their own).
provideProviders(PROVIDERS);
provideThemes(THEMES);
