/** A part of the portal (a remote) that cannot be shown: not deployed, not loadable, or refused. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'RemoteUnavailableError';
  }
}

/** Something a remote needs in a version the shell does not provide. */
export interface VersionSkew {
  name: string;
  /** The range the remote was built against, e.g. '^2.0.0' (or the federation version it was built with). */
  required: string;
  /** The version the shell provides. */
  provided: string;
}

/** A remote refused because of VersionSkew: retrying does not help. */
export class VersionSkewError extends Error {
  constructor(
    readonly remote: string,
    readonly skew: VersionSkew[],
  ) {
    super(
      `The remote "${remote}" needs shared packages the shell does not provide: ${skew
        .map((s) => `${s.name} ${s.required} (the shell provides ${s.provided})`)
        .join('; ')}`,
    );
    this.name = 'VersionSkewError';
  }
}

/** A remote the portal does not trust (an entry outside the allowed origins, or without an integrity hash
 * where one is required): retrying does not help. */
export class UntrustedRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly reason: string,
  ) {
    super(`The remote "${remote}" was refused: ${reason}`);
    this.name = 'UntrustedRemoteError';
  }
}
