import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Types `text` into an input one key at a time, each key once the input shows the one before. Typed at
 * once, jsdom can lose a key into a controlled combobox while its list opens (seen on a loaded machine). */
export async function typeKeyByKey(input: HTMLElement, text: string): Promise<void> {
  const start = (input as HTMLInputElement).value;
  for (let i = 1; i <= text.length; i += 1) {
    await userEvent.type(input, text.charAt(i - 1));
    await waitFor(() => expect(input).toHaveValue(start + text.slice(0, i)));
  }
}
