import { msg } from '@lingui/core/macro';

/** The way's name, for the review and the choice. */
export const METHOD_LABELS = {
  card: msg`Card, paid now`,
  instalments: msg`Instalments`,
  zip: msg`Zip: buy now, pay later`,
  bank: msg`Bank transfer`,
} as const;
