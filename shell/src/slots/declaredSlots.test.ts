import fs from 'node:fs';
import path from 'node:path';
import { SLOTS, type RemoteContract } from '@portal/remote-contract';
import { DECLARED_SLOTS } from './slotWidgets';

const ROOT = path.resolve(__dirname, '../../..');

/** Every remote's contract in the repository (mfe-*\/src/contract.ts). */
const contracts: [string, RemoteContract][] = fs
  .readdirSync(ROOT)
  .filter((dir) => dir.startsWith('mfe-') && fs.existsSync(path.join(ROOT, dir, 'src', 'contract.ts')))
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  .map((dir) => [dir, require(path.join(ROOT, dir, 'src', 'contract.ts')).default as RemoteContract]);

describe('the slots the shell renders', () => {
  it('are every slot name there is (a slot no page renders would take widgets that never show)', () => {
    expect([...DECLARED_SLOTS].sort()).toEqual(Object.values(SLOTS).sort());
  });

  it("take every remote's widgets: each names a slot one of the shell's pages renders", () => {
    expect(contracts.length).toBeGreaterThan(0);
    const undeclared = contracts.flatMap(([dir, contract]) =>
      (contract.widgets ?? [])
        .filter((widget) => !DECLARED_SLOTS.includes(widget.slot))
        .map(
          (widget) => `${dir}: widget ${widget.module} names slot "${widget.slot}", which no page declares`,
        ),
    );
    expect(undeclared).toEqual([]);
  });
});
