// `pnpm remote:promote <remote>` and `pnpm remote:rollback <remote>`: how a team moves its remote between
// the versions published in a deployment's remotes.json, in one command, with no build, no shell release and
// no file deleted. Only remotes.json changes: a page already open keeps the version it loaded; the next page
// load runs the version now live.
//   pnpm remote:promote payments --remotes <remotes.json>    the candidate becomes live for every session
//   pnpm remote:rollback payments --remotes <remotes.json>   the candidate is withdrawn; without one, the
//                                                            live version before the current one is live again
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { promoteCandidate, rollBack, type RemotesDocument } from '@portal/remote-contract';
import { took, writeRemotes } from './publishRemote';

const ACTIONS = { promote: promoteCandidate, rollback: rollBack };

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { remotes: { type: 'string' } },
  });
  const [action, id] = positionals as [keyof typeof ACTIONS | undefined, string | undefined];
  if (!action || !(action in ACTIONS) || !id || !values.remotes) {
    console.error('Usage: pnpm remote:promote|remote:rollback <remote> --remotes <remotes.json>');
    process.exit(2);
  }
  const current = JSON.parse(readFileSync(values.remotes, 'utf8')) as RemotesDocument;
  const { document, summary } = ACTIONS[action](current, id);
  writeRemotes(values.remotes, document);
  console.log(`${summary} in ${values.remotes} (${took()})`);
}

try {
  main();
} catch (error) {
  console.error(`✘ ${(error as Error).message}`);
  process.exit(1);
}
