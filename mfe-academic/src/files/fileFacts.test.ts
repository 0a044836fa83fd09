import { durationMs, isRecent } from './fileFacts';

describe('recent marker (PT24H)', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('reads the recent period', () => {
    expect(durationMs('PT24H')).toBe(24 * 3600 * 1000);
    expect(durationMs('P2D')).toBe(48 * 3600 * 1000);
  });

  it('marks items dated within the period before now, not older ones', () => {
    expect(isRecent('2026-03-10T11:59:00Z', now, 'PT24H')).toBe(true);
    expect(isRecent('2026-03-09T12:00:00Z', now, 'PT24H')).toBe(true);
    expect(isRecent('2026-03-09T11:59:59Z', now, 'PT24H')).toBe(false);
    expect(isRecent('2026-01-01T00:00:00Z', now, 'PT24H')).toBe(false);
    expect(isRecent('2026-03-10T12:05:00Z', now, 'PT24H')).toBe(true);
    expect(isRecent('2026-03-09T18:00:00Z', now, 'PT1H')).toBe(false);
  });

  it('never marks an item without a readable date', () => {
    expect(isRecent(null, now, 'PT24H')).toBe(false);
    expect(isRecent('not a date', now, 'PT24H')).toBe(false);
  });
});
