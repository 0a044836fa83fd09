// Downloads in page tests: what a page saved with saveBlob (@portal/ui), read back. jsdom has no object URLs
// and does not follow download links, so this stands in for the browser's side only.

export interface CapturedDownload {
  /** The file name the page asked for (the link's `download`). */
  name: string;
  blob: Blob;
  /** The blob's content as text. */
  text(): Promise<string>;
}

export interface DownloadCapture {
  /** Every download so far, in order. */
  downloads: CapturedDownload[];
  /** Object URLs revoked so far. */
  revoked: string[];
  /** Puts the browser's own functions back. */
  restore(): void;
}

/** jsdom's Blob has no text(); a blob from a fetch answer (Node's) has. */
const readText = (blob: Blob) =>
  typeof blob.text === 'function'
    ? blob.text()
    : new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsText(blob);
      });

/** Records the files a page saves (object URL + download link) until `restore()`. */
export function captureDownloads(): DownloadCapture {
  const blobs = new Map<string, Blob>();
  const capture: DownloadCapture = { downloads: [], revoked: [], restore };
  const original = {
    create: URL.createObjectURL,
    revoke: URL.revokeObjectURL,
    click: HTMLAnchorElement.prototype.click,
  };
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    capture.revoked.push(url);
  };
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob && this.download)
      capture.downloads.push({ name: this.download, blob, text: () => readText(blob) });
  };
  function restore() {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    HTMLAnchorElement.prototype.click = original.click;
  }
  return capture;
}
