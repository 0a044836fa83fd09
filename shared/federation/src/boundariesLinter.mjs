// The boundaries test's linter (./boundaries.test.ts): a worker thread that loads ESLint and the repository's
// eslint.config.mjs once, then lints each text it is sent as the file it names (as `eslint --stdin
// --stdin-filename`), and answers each rule's messages on the port it was given, waking the test's thread.
import { parentPort, workerData } from 'node:worker_threads';
import { ESLint } from 'eslint';

const { root, port, signal } = workerData;
const eslint = new ESLint({ cwd: root });

parentPort.on('message', async ({ filePath, code }) => {
  let answer;
  try {
    const [report] = await eslint.lintText(code, { filePath });
    answer = { messages: report.messages.map(({ ruleId, message }) => ({ ruleId, message })) };
  } catch (error) {
    answer = { error: String(error?.stack ?? error) };
  }
  port.postMessage(answer);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
