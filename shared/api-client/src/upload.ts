/** A multipart POST that reports its progress: fetch() cannot tell how much of a request body has gone, so
 * the upload goes by XMLHttpRequest (its `upload.onprogress`), with the client's base address, headers, time
 * limit and error messages. Nothing inline, nothing in the URL: it is an ordinary request. */
import {
  ApiError,
  TIMED_OUT_TEXT,
  badResponseError,
  httpError,
  isErrorMarkedAsSuccess,
  networkError,
} from './errors';

/** How much of the body has been sent: `sent` of `total` bytes (total 0 when the browser cannot tell). */
export type UploadProgress = (sent: number, total: number) => void;

export interface UploadOptions {
  headers?: Record<string, string>;
  /** Send the bearer token although the path is public (see RequestOptions.auth). */
  auth?: boolean;
  /** Called as the body goes, and once more with everything sent when the response arrives. */
  onProgress?: UploadProgress;
  /** Stops the upload (it then fails as a network problem: 'Aborted: Network problem'). */
  signal?: AbortSignal;
}

/** What the upload needs of the client: the full address, the headers and the time limit. */
export interface UploadRequest {
  url: string;
  path: string;
  headers: Record<string, string>;
  timeoutMs: number;
  form: FormData;
  options: UploadOptions;
  /** The XMLHttpRequest class to use (the browser's by default). */
  Xhr: typeof XMLHttpRequest;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** Sends `form` with POST and answers the parsed JSON (or text) of a success. */
export function sendWithProgress<T>(request: UploadRequest): Promise<T> {
  const { url, path, headers, timeoutMs, form, options, Xhr } = request;
  const { onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    const xhr = new Xhr();
    let settled = false;
    let total = 0;
    const fail = (error: ApiError) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      reject(error);
    };
    const abort = () => xhr.abort();
    if (signal?.aborted) {
      fail(networkError('POST', path, { name: 'AbortError', message: 'Aborted' }, form));
      return;
    }
    xhr.open('POST', url);
    xhr.timeout = timeoutMs;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) total = event.total;
      onProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    };
    xhr.ontimeout = () =>
      fail(networkError('POST', path, { name: 'TimeoutError', message: TIMED_OUT_TEXT }, form));
    xhr.onerror = () => fail(networkError('POST', path, new Error('Network request failed'), form));
    xhr.onabort = () => fail(networkError('POST', path, { name: 'AbortError', message: 'Aborted' }, form));
    xhr.onload = () => {
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (xhr.status < 200 || xhr.status >= 300) {
        const refused = httpError(
          'POST',
          path,
          { status: xhr.status, statusText: xhr.statusText },
          {
            requestBody: form,
          },
        );
        // The response's own words (a 413's `{ message }`) go with the error, for the page to show.
        fail(
          new ApiError(refused.message, {
            method: 'POST',
            path,
            status: xhr.status,
            requestBody: form,
            responseBody: text.trim() ? parse(text) : undefined,
          }),
        );
        return;
      }
      const body = text.trim() ? parse(text) : undefined;
      if (body !== undefined && isErrorMarkedAsSuccess(text, body)) {
        fail(badResponseError('POST', path, body, form));
        return;
      }
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      onProgress?.(total || 1, total || 1);
      resolve(body as T);
    };
    signal?.addEventListener('abort', abort);
    xhr.send(form);
  });
}
