// What jsdom lacks and the portal's components use, added where missing: PointerEvent (Chakra's checkbox reads it on
// key presses), ResizeObserver (Chakra's popovers watch their size), object URLs of blobs (the student's photo) and
// Blob.arrayBuffer (the photo checks read a file's first bytes). The workspace's Jest set-up (jest/setup.ts) and a
// remote's (./jestSetup.ts) both load it.

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

if (typeof window !== 'undefined' && typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Each blob gets an address of its own.
if (typeof URL !== 'undefined' && typeof URL.createObjectURL === 'undefined') {
  let next = 0;
  URL.createObjectURL = () => `blob:jsdom/${(next += 1)}`;
  URL.revokeObjectURL = () => undefined;
}

// Read through jsdom's own FileReader.
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

export {};
