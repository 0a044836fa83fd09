// `pnpm bench`'s floor: the bytes of a federated route that are Module Federation's own, which no
// single-bundle build carries, so that the lowest ratio the federated build can reach shows beside the ratio.
//   - a remote's remoteEntry.js: its container (the remote's webpack runtime, its share-scope glue), whole;
//   - in the shell's chunks, the code of the @module-federation packages (the federation runtime the shell starts
//     with the first remote page), read from each file's source map and gzipped together.
// What remains of a route's federated bytes is code the single bundle has too, or shared modules handed out
// whole (a remote consumes @portal/ui as one module; the single bundle keeps only what its pages use).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map';
import { APPS, ROOT } from './lib.mjs';
import { SOURCE_MAPS_DIR } from '../shared/federation/src/common.cjs';

/** A source that is the federation runtime's (its packages, at any version, wherever pnpm put them). */
const FEDERATION_SOURCE = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?@module-federation\//;

/** The built file behind a script address of the bench's federated build (ports + offset), and its source map
 * (in the build's maps folder beside its dist/), or undefined. */
function builtFile(url, offset) {
  const { port, pathname } = new URL(url);
  const app = APPS.find((a) => a.port + offset === Number(port));
  if (!app) return undefined;
  const file = path.join(ROOT, app.dir, 'dist', pathname);
  const map = path.join(ROOT, app.dir, SOURCE_MAPS_DIR, `${pathname}.map`);
  return existsSync(file) ? { file, map } : undefined;
}

/** The minified text of `file` whose source its `map` names as one of the federation runtime's. */
async function federationText({ file, map: mapFile }) {
  if (!existsSync(mapFile)) return '';
  const lines = readFileSync(file, 'utf8').split('\n');
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  let text = '';
  await SourceMapConsumer.with(map, null, (consumer) => {
    let previous;
    consumer.eachMapping((m) => {
      if (previous && FEDERATION_SOURCE.test(previous.source ?? '')) {
        const line = lines[previous.line - 1] ?? '';
        text +=
          previous.line === m.generatedLine
            ? line.slice(previous.column, m.generatedColumn)
            : line.slice(previous.column);
      }
      previous = { line: m.generatedLine, column: m.generatedColumn, source: m.source };
    });
  });
  return text;
}

const runtimeText = new Map();

/**
 * Federation's own bytes among a route's scripts (gzipped at level 6, as the bench counts them): every remote
 * entry whole, and the federation runtime's code in the shell's files (its minified text gzipped together).
 */
export async function federationShare(scripts, offset) {
  let entries = 0;
  let runtime = '';
  for (const script of scripts) {
    if (/\/remoteEntry\.js$/.test(new URL(script.url).pathname)) {
      entries += script.gzip;
      continue;
    }
    const built = builtFile(script.url, offset);
    if (!built) continue;
    if (!runtimeText.has(built.file)) runtimeText.set(built.file, await federationText(built));
    runtime += runtimeText.get(built.file);
  }
  return { entries, runtime: runtime ? gzipSync(runtime, { level: 6 }).length : 0 };
}
