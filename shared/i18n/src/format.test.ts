import dayjs from 'dayjs';
import { formatCurrency, formatDate, prepareTimezone } from './index';

describe('formatCurrency', () => {
  it('shows two fraction digits, the narrow symbol and the sign except for zero', () => {
    expect(formatCurrency(120)).toBe('+$120.00');
    expect(formatCurrency(-45.5)).toBe('-$45.50');
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency(-0)).toBe('$0.00');
    expect(formatCurrency(1234.567)).toBe('+$1,234.57');
    expect(formatCurrency(0.001)).toBe('$0.00');
  });

  it('defaults to AUD and takes another currency', () => {
    expect(formatCurrency(10, 'AUD')).toBe(formatCurrency(10));
    expect(formatCurrency(10, 'NZD')).toBe('+$10.00');
    expect(formatCurrency(-10, 'EUR')).toBe('-€10.00');
    expect(formatCurrency(5, 'GBP')).toBe('+£5.00');
  });

  it('can leave out the plus sign', () => {
    expect(formatCurrency(120, 'AUD', { signDisplay: 'auto' })).toBe('$120.00');
    expect(formatCurrency(-45.5, 'AUD', { signDisplay: 'auto' })).toBe('-$45.50');
  });
});

describe('formatDate', () => {
  it('uses the LL format by default', () => {
    expect(formatDate('2024-03-01T00:30:00Z', 'Pacific/Auckland')).toBe('March 1, 2024');
  });

  it('shows an instant near midnight UTC on the day it falls in the provider timezone', () => {
    const instant = '2024-03-01T12:30:00Z'; // 01:30 on 2 March in Auckland (NZDT, +13), 23:30 on 1 March in Melbourne (+11)
    expect(formatDate(instant, 'Pacific/Auckland')).toBe('March 2, 2024');
    expect(formatDate(instant, 'Australia/Melbourne')).toBe('March 1, 2024');
    expect(formatDate(instant, 'UTC')).toBe('March 1, 2024');
    expect(formatDate(new Date(instant), 'Pacific/Auckland')).toBe('March 2, 2024');
    expect(formatDate(Date.parse(instant), 'Pacific/Auckland', 'YYYY-MM-DD HH:mm')).toBe('2024-03-02 01:30');
  });

  it('follows daylight saving', () => {
    // NZ winter (+12): 11:30Z is 23:30 the same day; summer (+13): the next day.
    expect(formatDate('2024-07-01T11:30:00Z', 'Pacific/Auckland', 'YYYY-MM-DD HH:mm')).toBe(
      '2024-07-01 23:30',
    );
    expect(formatDate('2024-01-01T11:30:00Z', 'Pacific/Auckland', 'YYYY-MM-DD HH:mm')).toBe(
      '2024-01-02 00:30',
    );
  });

  it('takes an explicit offset into account', () => {
    expect(formatDate('2024-03-01T23:30:00-05:00', 'Australia/Sydney', 'YYYY-MM-DD HH:mm')).toBe(
      '2024-03-02 15:30',
    );
  });

  it('keeps a date without an offset on its own day', () => {
    expect(formatDate('2024-03-01', 'Pacific/Auckland')).toBe('March 1, 2024');
    expect(formatDate('2024-03-01', 'Australia/Melbourne')).toBe('March 1, 2024');
    expect(formatDate('2024-03-01T23:59:00', 'Australia/Melbourne', 'YYYY-MM-DD HH:mm')).toBe(
      '2024-03-01 23:59',
    );
  });

  it('reads Xero JSON dates', () => {
    expect(formatDate(`/Date(${Date.parse('2024-03-01T12:30:00Z')}+0000)/`, 'Pacific/Auckland')).toBe(
      'March 2, 2024',
    );
  });

  it('gives an empty text for nothing or an invalid date', () => {
    expect(formatDate(undefined, 'Pacific/Auckland')).toBe('');
    expect(formatDate(null, 'Pacific/Auckland')).toBe('');
    expect(formatDate('', 'Pacific/Auckland')).toBe('');
    expect(formatDate('not a date', 'Pacific/Auckland')).toBe('');
  });
});

describe('formatDate against dayjs’s timezone plugin', () => {
  it('shows what dayjs(…).tz(zone) shows, through the daylight-saving changes of the providers’ zones', () => {
    const zones = ['Pacific/Auckland', 'Australia/Melbourne', 'Australia/Adelaide', 'Australia/Perth', 'UTC'];
    const start = Date.parse('2024-01-01T00:00:00Z');
    for (let hour = 0; hour < 366 * 24; hour += 13) {
      const instant = start + hour * 3_600_000 + 1_234;
      for (const zone of zones)
        expect(formatDate(instant, zone, 'YYYY-MM-DD HH:mm:ss LLL')).toBe(
          dayjs(instant).tz(zone).format('YYYY-MM-DD HH:mm:ss LLL'),
        );
    }
  });
});

describe('prepareTimezone', () => {
  it('reads a zone ahead: the first date shown in it then makes no format of its own', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      prepareTimezone('Asia/Kathmandu');
      expect(made).toHaveBeenCalledTimes(1);
      made.mockClear();
      expect(formatDate('2024-03-01T00:30:00Z', 'Asia/Kathmandu', 'YYYY-MM-DD HH:mm')).toBe(
        '2024-03-01 06:15',
      );
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('leaves an unknown zone to the date that shows it', () => {
    expect(() => prepareTimezone('Not/AZone')).not.toThrow();
  });
});
