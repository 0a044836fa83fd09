/** How long an object URL stays valid after its download started: the browser reads the blob
 * asynchronously, so it is revoked a little later rather than at once (as FileSaver does). */
export const REVOKE_AFTER_MS = 40_000;

/**
 * Saves `blob` as a file named `fileName`, the way a download link would: a temporary object URL on an
 * anchor with `download`, clicked, then removed, and the URL revoked once the browser has it. No HTML is
 * built and no style attribute is set, so it works under the portal's strict CSP.
 */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.hidden = true;
  doc.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
