import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { integrityOf } from '../integrityOf';

/** The script of one page, and the entry, of a fake build of `payments` (`mark` makes one build differ from
 * another). */
export const buildFiles = (mark = 'v1') => ({
  'remoteEntry.js': `self.payments = ${JSON.stringify(mark)};`,
  '797.e064f2cc.js': `self.chunk = ${JSON.stringify(mark)};`,
});

/** The declaration a build of `payments` writes (remote-contract.json), for those files; with `heading`, its
 * page's heading (the text of its h1, a 4xl column). */
export function contractOf(files: Record<string, string>, id = 'payments', heading?: string) {
  return {
    id,
    title: { id: `remote.${id}.title`, message: 'Payments' },
    routes: [
      {
        role: 'payments',
        path: '/payments',
        access: 'signedIn',
        page: 'PaymentsPage',
        ...(heading ? { heading: { text: { id: 'payments.h1', message: heading }, width: '4xl' } } : {}),
      },
    ],
    integrity: integrityOf(Buffer.from(files['remoteEntry.js']!)),
    pages: {
      PaymentsPage: {
        js: [{ file: '797.e064f2cc.js', integrity: integrityOf(Buffer.from(files['797.e064f2cc.js']!)) }],
        shared: ['@portal/forms'],
      },
    },
  };
}

/** Writes a production build folder of a remote, as webpack would (entry, chunk, manifest, declaration). */
export function writeFakeBuild(dir: string, mark = 'v1', id = 'payments', heading?: string): string {
  const files = buildFiles(mark);
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: id, metaData: { remoteEntry: { name: 'remoteEntry.js' } } }),
  );
  writeFileSync(path.join(dir, 'remote-contract.json'), JSON.stringify(contractOf(files, id, heading)));
  return dir;
}
