// Saving data the page has (a fetched file, a generated calendar) as a file.
export { saveBlob, REVOKE_AFTER_MS } from './saveBlob';
