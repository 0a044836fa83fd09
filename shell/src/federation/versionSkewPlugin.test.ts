import { findSkew, findVersionSkew, versionSkewPlugin, VersionSkewError } from './versionSkewPlugin';

const shell = { react: '19.2.0', '@portal/ui': '0.1.0', swr: '2.3.6' };

it('finds the singletons whose required range the shell version does not satisfy', () => {
  expect(
    findVersionSkew(
      [
        { name: 'react', requiredVersion: '^19.2.0', singleton: true },
        { name: '@portal/ui', requiredVersion: '^2.0.0', singleton: true },
        { name: 'swr', requiredVersion: '^3.0.0', singleton: false }, // not a singleton: the remote's own copy is used
        { name: 'dayjs', requiredVersion: '^1.0.0', singleton: true }, // the shell does not provide it
        { name: 'react-dom', requiredVersion: false, singleton: true },
      ],
      shell,
    ),
  ).toEqual([{ name: '@portal/ui', required: '^2.0.0', provided: '0.1.0' }]);
});

it('treats a 0.x caret range as the minor it names', () => {
  expect(
    findVersionSkew([{ name: '@portal/ui', requiredVersion: '^0.2.0', singleton: true }], shell),
  ).toHaveLength(1);
  expect(
    findVersionSkew([{ name: '@portal/ui', requiredVersion: '^0.1.0', singleton: true }], shell),
  ).toEqual([]);
});

it('the runtime plugin refuses the remote and logs which package and versions disagree', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const hook = versionSkewPlugin().loadRemoteSnapshot!;
  const args = {
    options: { name: 'shell', shared: { '@portal/ui': [{ version: '0.1.0', from: 'shell' }] } },
    moduleInfo: { name: 'payments' },
    manifestJson: { shared: [{ name: '@portal/ui', requiredVersion: '^2.0.0', singleton: true }] },
  } as unknown as Parameters<typeof hook>[0];
  expect(() => hook(args)).toThrow(VersionSkewError);
  expect(error).toHaveBeenCalledWith(
    'The remote "payments" needs shared packages the shell does not provide: @portal/ui ^2.0.0 (the shell provides 0.1.0)',
  );
  error.mockRestore();
});

it("a remote built with another federation version is skew too: it would run on the shell's runtime", () => {
  const manifest = { shared: [], metaData: { pluginVersion: '2.10.0' } };
  expect(findSkew(manifest, shell, '2.9.2')).toEqual([
    { name: '@module-federation/enhanced', required: '2.10.0', provided: '2.9.2' },
  ]);
  expect(findSkew({ ...manifest, metaData: { pluginVersion: '2.9.2' } }, shell, '2.9.2')).toEqual([]);
});
