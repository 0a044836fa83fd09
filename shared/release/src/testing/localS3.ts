import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** The keys s3rver checks every signed request against. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** An S3 stand-in for tests: s3rver (with the conditional writes of patches/s3rver@3.7.1.patch) on a free port
 * of the loopback, keeping its objects in a temporary folder, with one bucket. */
export interface LocalS3 {
  /** Its address, e.g. http://127.0.0.1:41234 (path-style: objects at <endpoint>/<bucket>/<key>). */
  endpoint: string;
  bucket: string;
  /** What a release command needs in its environment to use it: s3rver's keys, a region, and no look-up of
   * credentials or settings anywhere else (no instance metadata, no profile files). */
  env: Record<string, string>;
  /** An S3 client of its own, for a test to look at the bucket or change it behind a command's back. */
  client: S3Client;
  close(): Promise<void>;
}

/** The bucket's CORS rule when its objects are served to pages of other origins (a remote's files, remotes.json):
 * GET and HEAD from any origin, as the remotes' CDN answers (docs/deploying.md). */
const SERVED_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** `served`: the bucket's objects are read by pages of other origins (its CORS rule allows them). */
export async function localS3(
  bucket = 'portal',
  { served = false }: { served?: boolean } = {},
): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: served ? [SERVED_CORS] : [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // (The SDK's warning that its versions after January 2027 need Node 22, as the release tool silences it.)
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: S3RVER_CREDENTIALS,
  });
  return {
    endpoint,
    bucket,
    env: {
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      AWS_REGION: 'us-east-1',
      AWS_EC2_METADATA_DISABLED: 'true',
      AWS_CONFIG_FILE: path.join(directory, 'no-aws-config'),
      AWS_SHARED_CREDENTIALS_FILE: path.join(directory, 'no-aws-credentials'),
    },
    client,
    close: async () => {
      client.destroy();
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
