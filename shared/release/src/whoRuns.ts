import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';

function gitConfig(key: string): string | undefined {
  try {
    const value = execFileSync('git', ['config', '--get', key], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5_000,
    }).trim();
    return value || undefined;
  } catch {
    return undefined; // no git, or no such setting
  }
}

/** Who makes a change, for the history: `by` when given (--by, e.g. a CI job's name), else git's user of the
 * folder the command runs in ("Ana Rangi <ana@example.edu>"), else the system user. */
export function whoRuns(by?: string): string {
  if (by?.trim()) return by.trim();
  const name = gitConfig('user.name');
  const email = gitConfig('user.email');
  if (name || email) return [name, email && `<${email}>`].filter(Boolean).join(' ');
  try {
    return process.env.USER || userInfo().username;
  } catch {
    return 'unknown';
  }
}
