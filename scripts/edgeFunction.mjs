// Writes the CloudFront edge function that gives the shell's page a fresh CSP nonce per request (Lambda@Edge,
// shared/deployment/src/edge/cspNonce.cjs) with its settings, computed from the deployment's portal.config.json,
// into a folder to zip and publish (docs/deploying.md#cloudfront-and-s3):
//   node scripts/edgeFunction.mjs --config <portal.config.json> --out <folder>
// Write it again, and publish a new version of the function, after changing the API, sign-in or remote origins
// (they are in the policy), as for nginx.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { edgeFunctionFiles } from '@portal/deployment';
import { fail } from './lib.mjs';

const { values } = parseArgs({ options: { config: { type: 'string' }, out: { type: 'string' } } });
if (!values.config || !values.out)
  fail('Usage: node scripts/edgeFunction.mjs --config <portal.config.json> --out <folder>');
const files = edgeFunctionFiles({ config: JSON.parse(readFileSync(values.config, 'utf8')) });
mkdirSync(values.out, { recursive: true });
for (const [name, text] of Object.entries(files)) writeFileSync(path.join(values.out, name), text);
console.log(
  `Wrote ${Object.keys(files).join(', ')} to ${values.out}: zip them, handler cspNonce.handler (Node.js 20, us-east-1)`,
);
