import { findSkew, versionSkewPlugin, VersionSkewError } from './versionSkewPlugin';

const shell = { react: '19.2.0', '@portal/ui': '0.1.0', swr: '2.3.6' };
const requires = (shared: Record<string, string>, federation = '2.9.2') => ({ federation, shared });

it('finds the singletons whose required range the shell version does not satisfy', () => {
  expect(
    findSkew(
      requires({ react: '^19.2.0', '@portal/ui': '^2.0.0', dayjs: '^1.0.0' }), // dayjs: the shell does not share it
      shell,
      '2.9.2',
    ),
  ).toEqual([{ name: '@portal/ui', required: '^2.0.0', provided: '0.1.0' }]);
  expect(findSkew(undefined, shell, '2.9.2')).toEqual([]);
});

it('treats a 0.x caret range as the minor it names', () => {
  expect(findSkew(requires({ '@portal/ui': '^0.2.0' }), shell, '2.9.2')).toHaveLength(1);
  expect(findSkew(requires({ '@portal/ui': '^0.1.0' }), shell, '2.9.2')).toEqual([]);
});

it("a remote built with another federation version is skew too: it would run on the shell's runtime", () => {
  expect(findSkew(requires({}, '2.10.0'), shell, '2.9.2')).toEqual([
    { name: '@module-federation/enhanced', required: '2.10.0', provided: '2.9.2' },
  ]);
});

it('the runtime plugin refuses the remote before its entry is requested and logs which package disagrees', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const hook = versionSkewPlugin(
    (remote) => (remote === 'payments' ? requires({ '@portal/ui': '^2.0.0' }) : undefined),
    { '@portal/ui': '0.1.0' },
    '2.9.2',
  ).beforeRequest!;
  const args = (id: string) => ({ id, options: { name: 'shell' } }) as unknown as Parameters<typeof hook>[0];
  expect(() => hook(args('payments/PaymentsPage'))).toThrow(VersionSkewError);
  expect(error).toHaveBeenCalledWith(
    'The remote "payments" needs shared packages the shell does not provide: @portal/ui ^2.0.0 (the shell provides 0.1.0)',
  );
  expect(hook(args('profile/ProfilePage'))).toEqual(args('profile/ProfilePage'));
  error.mockRestore();
});
