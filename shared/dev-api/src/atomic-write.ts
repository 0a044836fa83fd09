import { renameSync, rmSync, writeFileSync } from 'node:fs';

/** Writes `text` to `file` through a temporary file and a rename, so a crash never leaves half a file. */
export function writeFileAtomic(file: string, text: string): void {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, text);
  try {
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
