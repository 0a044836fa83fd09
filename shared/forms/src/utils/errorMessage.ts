/** The message of a caught error (an `Error`'s message, anything else as a string). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
