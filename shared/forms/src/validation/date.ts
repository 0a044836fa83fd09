import { t } from '@lingui/core/macro';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { requiredWhen, type RequiredFlag } from './required';
import { isBlank, type Validator } from './types';

dayjs.extend(customParseFormat);

/** Earliest date a date field accepts by default. */
export const DATE_MIN = '1900-01-01';
/** Latest date a date field accepts by default. */
export const DATE_MAX = '2100-01-01';
/** The default format of a date field's text, in dayjs tokens; bounds are always given in it. */
export const DATE_FORMAT = 'YYYY-MM-DD';
/** Longest text a date field reads: longer text is not a date in any format ('Invalid date, ...'). */
export const MAX_DATE_TEXT_LENGTH = 64;

export interface DateRuleOptions {
  required?: RequiredFlag;
  /** Format of the field's text (dayjs tokens), default DATE_FORMAT. */
  format?: string;
  /** Earliest accepted day, 'YYYY-MM-DD' (default DATE_MIN). */
  min?: string;
  /** Latest accepted day, 'YYYY-MM-DD' (default DATE_MAX). */
  max?: string;
  /** Days before today are not accepted. */
  disablePast?: boolean;
  /** Days after today are not accepted. */
  disableFuture?: boolean;
  /** Today, for tests; default the current day. */
  today?: Date;
}

const isoDay = (iso: string): Dayjs => dayjs(iso, DATE_FORMAT, true);

/**
 * The first and last day a date field accepts, 'YYYY-MM-DD' (the picker's min/max too).
 * The default minimum (1900-01-01) is dropped when past dates are disabled, and the default
 * maximum (2100-01-01) when future dates are disabled. The picker then blocks the past (future)
 * itself; so that typed text obeys the same rule, today takes the dropped bound's place. An
 * explicit min (max) that is stricter than today still applies.
 */
export function dateBounds(options: DateRuleOptions = {}): { min: string; max: string } {
  const today = dayjs(options.today ?? new Date()).format(DATE_FORMAT);
  const min = options.min ?? DATE_MIN;
  const max = options.max ?? DATE_MAX;
  return {
    min: options.disablePast && (options.min === undefined || min < today) ? today : min,
    max: options.disableFuture && (options.max === undefined || max > today) ? today : max,
  };
}

/** 'Invalid date, format is {format}': the message of anything that is not a date, typed or picked. */
export const invalidDateMessage = (format: string = DATE_FORMAT): string =>
  t`Invalid date, format is ${format}`;

/**
 * The rule of a date input whose text the browser cannot read as a date (`validity.badInput`: 31 February, a day
 * without its year). The browser gives such an input the value '' as it does an empty one, so the rules of the
 * value alone would say nothing (or 'Required'); this one says the text is not a date.
 */
export const unreadableDateRule =
  (badInput: boolean, format: string = DATE_FORMAT): Validator =>
  () =>
    badInput ? invalidDateMessage(format) : undefined;

/** A field value (text in `format`, or a Date) parsed strictly; wrong text gives an invalid Dayjs. */
export function parseDate(value: string | Date, format: string = DATE_FORMAT): Dayjs {
  return value instanceof Date ? dayjs(value) : dayjs(value.trim(), format, true);
}

/**
 * Rules of a date field: required when required; 'Invalid date, format is
 * {format}' for text that is not a date in the format; 'Date must be on or after {date}' and
 * 'Date must be on or before {date}' outside dateBounds (the bound shown in the field's format).
 * A value that is neither text nor a Date, or text longer than MAX_DATE_TEXT_LENGTH, is not a date.
 */
export function dateRules(options: DateRuleOptions = {}): Validator<string | Date | null | undefined> {
  const format = options.format ?? DATE_FORMAT;
  const isRequired = requiredWhen(options.required);
  return (value: unknown) => {
    if (value === null || value === undefined || isBlank(value)) return isRequired(value);
    const readable =
      value instanceof Date || (typeof value === 'string' && value.length <= MAX_DATE_TEXT_LENGTH);
    const picked = readable ? parseDate(value, format) : undefined;
    if (!picked?.isValid()) return invalidDateMessage(format);
    const bounds = dateBounds(options);
    if (picked.isBefore(isoDay(bounds.min), 'day')) {
      const date = isoDay(bounds.min).format(format);
      return t`Date must be on or after ${date}`;
    }
    if (picked.isAfter(isoDay(bounds.max), 'day')) {
      const date = isoDay(bounds.max).format(format);
      return t`Date must be on or before ${date}`;
    }
    return undefined;
  };
}
