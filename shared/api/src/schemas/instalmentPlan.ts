import {
  FURTHER_FIELD_DEFINITIONS,
  furtherField,
  idText,
  isoDate,
  optionalDate,
  requiredText,
} from './common';

/** An amount of money: a number of at most two decimals' worth, never negative. */
const money = { type: 'number', minimum: 0, maximum: 10_000_000 } as const;

/**
 * An instalment plan of an application's fees (POST v1/secure/debitSuccess, a direct debit, and
 * v1/secure/createStripeIntentAndSubscription, by card): how often, how many instalments of how much, the
 * deposit and the currency, and the schedule the applicant was shown. An instalment is more than nothing and
 * a currency is three capital letters; whether the plan is the application's own (its pricing's frequency,
 * amounts and currency) is the API's check on top of this shape.
 */
export const instalmentPlanSchema = {
  $id: 'instalmentPlan',
  definitions: FURTHER_FIELD_DEFINITIONS,
  type: 'object',
  properties: {
    applicationId: idText,
    frequency: requiredText,
    count: { type: 'integer', minimum: 1, maximum: 520 },
    amount: { ...money, exclusiveMinimum: 0 },
    deposit: money,
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    firstPaymentDate: optionalDate,
    schedule: {
      type: 'array',
      maxItems: 600,
      items: {
        type: 'object',
        properties: { number: { type: 'integer', minimum: 0 }, date: isoDate, amount: money },
        required: ['number', 'date', 'amount'],
        additionalProperties: false,
      },
    },
  },
  additionalProperties: furtherField,
} as const;
