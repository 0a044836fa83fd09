import type { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { isStoreKey, notAKey } from './store';

/** How to reach the bucket. What is not given comes from the AWS SDK's usual sources: AWS_REGION, AWS_PROFILE
 * and its files (~/.aws/config, ~/.aws/credentials), AWS_ACCESS_KEY_ID…, single sign-on, an instance's role. */
export interface S3StoreOptions {
  /** The address of an S3-compatible service (s3rver locally, MinIO…), its objects addressed path-style
   * (`<endpoint>/<bucket>/<key>`); else AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL, else AWS's own. */
  endpoint?: string;
  region?: string;
  /** The keys to sign requests with (tests); else the SDK's chain above. Never from a file in a repository. */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** How long one request may take (S3_REQUEST_TIMEOUT_MS by default). */
  requestTimeoutMs?: number;
}

/** How long one request to the bucket may take, and its connection. */
export const S3_REQUEST_TIMEOUT_MS = 30_000;
const S3_CONNECTION_TIMEOUT_MS = 5_000;

/** `s3://bucket/prefix` as its bucket and the prefix of every key (empty, or ending with `/`). */
export function parseS3Location(location: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(location);
  const bucket = match?.[1] ?? '';
  const prefix = (match?.[2] ?? '').replace(/\/+$/, '');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error(
      `${location}: an S3 store is s3://<bucket>/<prefix>, the bucket's name 3 to 63 lower-case letters, digits, dots and hyphens`,
    );
  if (prefix && !isStoreKey(prefix)) throw new Error(`${location}: ${notAKey(prefix).message}`);
  return { bucket, prefix: prefix ? `${prefix}/` : '' };
}

/** The HTTP status of an error the SDK threw (undefined for one that never got an answer). */
const statusOf = (error: unknown): number | undefined =>
  (error as S3ServiceException | undefined)?.$metadata?.httpStatusCode;

/** No object has the key (not: no such bucket, which is a 404 too). */
export const noSuchKey = (error: unknown) => statusOf(error) === 404 && (error as Error).name === 'NoSuchKey';

/** A write's condition did not hold: 412 (the object is another, or there is one), 409 (another conditional
 * write to the key at the same time), NoSuchKey (If-Match, and no object any more). */
export const conditionFailed = (error: unknown) =>
  [409, 412].includes(statusOf(error) ?? 0) || noSuchKey(error);

/** A client of one bucket: the SDK, loaded on the first request, and its errors explained. `location` names the
 * store in messages (s3://bucket/prefix). */
export function s3Connection(bucket: string, location: string, options: S3StoreOptions) {
  let connection: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;

  /** The SDK and its client, loaded on the first request (a local store's commands never load it). */
  const connect = () =>
    (connection ??= (async () => {
      // The SDK warns on Node 20 that its versions after January 2027 need Node 22: the version this package pins
      // runs on Node 20, and the warning would follow every command's output.
      process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
      const sdk = await import('@aws-sdk/client-s3');
      const endpoint = options.endpoint ?? process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL;
      const region =
        options.region ??
        process.env.AWS_REGION ??
        process.env.AWS_DEFAULT_REGION ??
        (endpoint ? 'us-east-1' : undefined);
      const client = new sdk.S3Client({
        ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
        ...(region ? { region } : {}),
        ...(options.credentials ? { credentials: options.credentials } : {}),
        // A request that takes longer ends in an error (the SDK tries it again, up to three times in all).
        requestHandler: {
          requestTimeout: options.requestTimeoutMs ?? S3_REQUEST_TIMEOUT_MS,
          connectionTimeout: S3_CONNECTION_TIMEOUT_MS,
          throwOnRequestTimeout: true,
        },
      });
      return { client, sdk };
    })());

  /** An SDK error as one that says which object and what went wrong. */
  const explain = (key: string, error: unknown): Error => {
    const { name, message } = error as Error;
    if (/region is missing/i.test(message))
      return new Error(
        `${location}: which region is the bucket in? Set AWS_REGION (or the region of your AWS profile)`,
      );
    if (/credential/i.test(message) && !statusOf(error))
      return new Error(
        `${location}: no AWS credentials (${message}). Give them as AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE`,
      );
    const status = statusOf(error);
    return new Error(
      `s3://${bucket}/${key}: ${status ? `${status} ` : ''}${name}${message && message !== name ? ` (${message})` : ''}`,
    );
  };

  return { connect, explain };
}
