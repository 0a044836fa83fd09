import { REVOKE_AFTER_MS, saveBlob } from './index';

describe('saveBlob', () => {
  const created: Blob[] = [];
  const revoked: string[] = [];
  let clicks: { href: string; download: string; attached: boolean }[];

  beforeEach(() => {
    jest.useFakeTimers();
    created.length = 0;
    revoked.length = 0;
    clicks = [];
    // Spied, not assigned: URL is Node's class, shared by every test file run in this worker, and
    // restoreAllMocks puts the originals back for them.
    jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return `blob:portal/${created.length}`;
    });
    jest.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => void revoked.push(url));
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download, attached: this.isConnected });
    });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('clicks a download link to an object URL of the blob, removes it, and revokes the URL later', () => {
    const blob = new Blob(['hello'], { type: 'text/plain' });
    saveBlob(blob, 'Timetable.txt');
    expect(created).toEqual([blob]);
    expect(clicks).toEqual([{ href: 'blob:portal/1', download: 'Timetable.txt', attached: true }]);
    expect(document.querySelector('a')).toBeNull();
    expect(revoked).toEqual([]);
    jest.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(revoked).toEqual(['blob:portal/1']);
  });

  it('sets no style attribute (strict CSP)', () => {
    const seen: (string | null)[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      seen.push(this.getAttribute('style'));
    });
    saveBlob(new Blob(['x']), 'x.ics');
    expect(seen).toEqual([null]);
  });
});
