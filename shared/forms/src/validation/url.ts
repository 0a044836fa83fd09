import { t } from '@lingui/core/macro';
import { safeHttpUrl } from '@portal/config';
import { isBlank, type Validator } from './types';

/**
 * Rule of a web address field, the text field of type url and the social profile links: an
 * absolute http or https address ('Invalid URL' otherwise, e.g. for
 * javascript:, ftp: or an address without its scheme), at most MAX_URL_LENGTH characters. The same
 * check as safeHttpUrl, which a page uses to link such an address, and the shape the student schema
 * accepts. Blank passes; compose with required() when the field is required.
 */
export const httpUrl: Validator = (value) => {
  if (isBlank(value)) return undefined;
  return safeHttpUrl(value) === undefined ? t`Invalid URL` : undefined;
};
