// `tsx shared/ui/bin/globalSheets.ts <providers folder>`: prints { slug: css } as JSON, the global style sheet
// (../src/theme/globalSheet.ts) of every provider document in the folder (<slug>/provider.json). The shell's
// build runs it (shared/federation/src/globalSheets.cjs).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { themeSystem } from '../src/theme/system';
import { globalSheetText } from '../src/theme/globalSheetText';
import type { ProviderTheme } from '../src/theme/themes';

const folder = process.argv[2];
if (!folder) throw new Error('usage: globalSheets.ts <providers folder>');
const sheets: Record<string, string> = {};
for (const slug of readdirSync(folder).sort()) {
  let document: { theme: ProviderTheme };
  try {
    document = JSON.parse(readFileSync(path.join(folder, slug, 'provider.json'), 'utf8'));
  } catch (error) {
    if (
      (error as NodeJS.ErrnoException).code === 'ENOENT' ||
      (error as NodeJS.ErrnoException).code === 'ENOTDIR'
    )
      continue;
    throw error;
  }
  sheets[slug] = globalSheetText(themeSystem(document.theme));
}
process.stdout.write(JSON.stringify(sheets));
