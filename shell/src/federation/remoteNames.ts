/** The five remotes of the portal and the part of the portal each one is. */
export const REMOTES = {
  profile: 'Profile',
  academic: 'Enrolments, grades and files',
  payments: 'Payments',
  support: 'Support',
  enrolment: 'Enrolment',
} as const;
export type RemoteName = keyof typeof REMOTES;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'RemoteUnavailableError';
  }
}
