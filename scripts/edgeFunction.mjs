// Writes the CloudFront edge function that gives the shell's page a fresh CSP nonce per request (Lambda@Edge,
// shared/deployment/src/edge/cspNonce.cjs) with its settings, computed from the deployment's portal.config.json,
// into a folder to zip and publish, and the viewer-request function beside it (CloudFront Functions,
// viewerHost.js) that tells it the viewer's host (docs/deploying.md#cloudfront-and-s3):
//   node scripts/edgeFunction.mjs --config <portal.config.json> --out <folder>
//     [--store s3://<bucket>/<prefix> [--store-region <region>]]
// --store: the release store providers are published into; the page of a published provider's host then holds
// its live frame. Write it again, and publish a new version of the function, after changing the API, sign-in or
// remote origins (they are in the policy), or the store, as for nginx.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { edgeFunctionFiles, viewerFunctionCode } from '@portal/deployment';
import { fail } from './lib.mjs';

const { values } = parseArgs({
  options: {
    config: { type: 'string' },
    out: { type: 'string' },
    store: { type: 'string' },
    'store-region': { type: 'string' },
  },
});
if (!values.config || !values.out)
  fail(
    'Usage: node scripts/edgeFunction.mjs --config <portal.config.json> --out <folder> [--store s3://<bucket>/<prefix> [--store-region <region>]]',
  );
let files;
try {
  files = edgeFunctionFiles({
    config: JSON.parse(readFileSync(values.config, 'utf8')),
    store: values.store,
    storeRegion: values['store-region'],
  });
} catch (error) {
  fail(error.message);
}
mkdirSync(values.out, { recursive: true });
for (const [name, text] of Object.entries(files)) writeFileSync(path.join(values.out, name), text);
writeFileSync(path.join(values.out, 'viewerHost.js'), viewerFunctionCode());
console.log(
  `Wrote ${Object.keys(files).join(', ')} to ${values.out}: zip them, handler cspNonce.handler (Node.js 20, us-east-1);` +
    ` and viewerHost.js, the viewer-request CloudFront Function (JavaScript runtime 2.0)`,
);
