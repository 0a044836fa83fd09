import { DEFAULT_LIMITS } from './limits';
import { parseOptions } from './options';
import { DEFAULT_SHELL_PORTS, parseOrigins, parseShellPorts, shellOrigins, slugOfUrl } from './origins';

describe('parseOptions', () => {
  test('defaults to port 4000 and the package data folder', () => {
    expect(parseOptions([], {}, '/pkg/data')).toMatchObject({
      port: 4000,
      dataDir: '/pkg/data',
      reset: false,
      resetOnly: false,
      shellPorts: DEFAULT_SHELL_PORTS,
    });
  });

  test('reads PORT, DEV_API_DATA_DIR, SHELL_PORTS and EXTRA_ORIGINS', () => {
    const options = parseOptions(
      [],
      {
        PORT: '4100',
        DEV_API_DATA_DIR: '/tmp/x',
        SHELL_PORTS: '3000, 3100',
        EXTRA_ORIGINS: 'http://a.test:8080/path,nonsense',
      },
      '/d',
    );
    expect(options).toMatchObject({
      port: 4100,
      dataDir: '/tmp/x',
      shellPorts: [3000, 3100],
      extraOrigins: ['http://a.test:8080'],
    });
  });

  test('flags win over the environment', () => {
    expect(
      parseOptions(['--port', '0', '--data', '/tmp/y', '--reset'], { PORT: '4100' }, '/d'),
    ).toMatchObject({ port: 0, dataDir: '/tmp/y', reset: true });
    expect(parseOptions(['--port=5000', '--reset-only'], {}, '/d')).toMatchObject({
      port: 5000,
      resetOnly: true,
    });
  });

  test('reads the limits from flags and the environment, sizes with units', () => {
    const options = parseOptions(
      ['--upload-file-limit', '64KB', '--upload-request-limit=1.5mb'],
      { DEV_API_UPLOAD_TOTAL_LIMIT: '2GB', DEV_API_UPLOAD_FILE_LIMIT: '1' },
      '/d',
    );
    expect(options.limits).toMatchObject({
      uploadFileBytes: 64 * 1024,
      uploadRequestBytes: 1.5 * 1024 * 1024,
      uploadOpportunityBytes: DEFAULT_LIMITS.uploadOpportunityBytes,
      uploadTotalBytes: 2 * 1024 * 1024 * 1024,
    });
    expect(parseOptions([], {}, '/d').limits).toEqual(DEFAULT_LIMITS);
    expect(DEFAULT_LIMITS.uploadFileBytes).toBe(32 * 1024 * 1024);
    expect(() => parseOptions(['--upload-file-limit', 'lots'], {}, '/d')).toThrow(
      'Invalid --upload-file-limit lots',
    );
    expect(() => parseOptions([], { DEV_API_UPLOAD_TOTAL_LIMIT: '0' }, '/d')).toThrow('Invalid');
    expect(parseOptions(['--attempts', '2'], { DEV_API_ATTEMPT_WINDOW: '60' }, '/d').limits).toMatchObject({
      attempts: 2,
      attemptWindowSeconds: 60,
    });
    expect(DEFAULT_LIMITS).toMatchObject({ attempts: 5, attemptWindowSeconds: 900 });
    expect(() => parseOptions(['--attempts', '1.5'], {}, '/d')).toThrow('Invalid --attempts 1.5');
    // Public reads of a person's data per caller: a count and a window.
    expect(DEFAULT_LIMITS).toMatchObject({ personalReads: 60, personalReadWindowSeconds: 60 });
    expect(
      parseOptions(['--personal-reads', '3'], { DEV_API_PERSONAL_READ_WINDOW: '10' }, '/d').limits,
    ).toMatchObject({ personalReads: 3, personalReadWindowSeconds: 10 });
  });

  test('rejects unknown flags and bad ports', () => {
    expect(() => parseOptions(['--nope'], {}, '/d')).toThrow('Unknown option --nope');
    expect(() => parseOptions(['--port', 'abc'], {}, '/d')).toThrow('Invalid port');
    expect(() => parseOptions(['--port'], {}, '/d')).toThrow('--port needs a value');
  });
});

describe('origins', () => {
  test('every provider host, localhost and 127.0.0.1 for each shell port', () => {
    const origins = shellOrigins([3000, 3100]);
    expect(origins).toHaveLength(2 * 11);
    expect(origins).toContain('http://yoobee.localhost:3000');
    expect(origins).toContain('http://nz-institute-of-sport.localhost:3100');
    expect(origins).toContain('http://localhost:3000');
    expect(origins).toContain('http://127.0.0.1:3100');
  });

  test('parses ports and origins leniently', () => {
    expect(parseShellPorts('')).toEqual([3000, 3001, 3002, 3003, 3004, 3005, 3006]);
    expect(parseShellPorts('3000,3000,abc,3001')).toEqual([3000, 3001]);
    expect(parseOrigins(' https://x.test/ , ')).toEqual(['https://x.test']);
  });

  test('finds the provider slug of a shell address', () => {
    expect(slugOfUrl('http://yoobee.localhost:3000/')).toBe('yoobee');
    expect(slugOfUrl('http://localhost:3000/')).toBeUndefined();
  });
});
