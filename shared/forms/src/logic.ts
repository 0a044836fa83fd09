// Barrel of the pure form logic (see index.ts): validation rules, mappers, tables, utils. No React.
export type { Validator } from './validation/types';
export { isBlank, noRule } from './validation/types';
export { required, requiredWhen, composeValidators } from './validation/required';
export type { RequiredFlag } from './validation/required';
export {
  radioRequired,
  toggleRequired,
  multiSelectRequired,
  maxChoices,
  TOGGLE_COLUMNS,
  TOGGLE_DEFAULT_BUTTONS,
} from './validation/choices';
export {
  dateRules,
  dateBounds,
  invalidDateMessage,
  unreadableDateRule,
  parseDate,
  DATE_MIN,
  DATE_MAX,
  DATE_FORMAT,
  MAX_DATE_TEXT_LENGTH,
} from './validation/date';
export type { DateRuleOptions } from './validation/date';
export { textRules, textHelper, MAX_NUMBER_LENGTH } from './validation/text';
export { httpUrl } from './validation/url';
export { maxLength, lengthHelper, allowedCharacters, textLimitRules } from './validation/length';
export { minLength } from './validation/password';
export type { TextType, TextRuleOptions } from './validation/text';
export { irdNumber, formatIrd, IRD_MIN, IRD_MAX, MAX_IRD_TEXT_LENGTH } from './validation/ird';
export { studentIdentifier, tenCharacterCode, TEN_CHARACTER_CODE_HELPER } from './validation/identifiers';
export type { StudentIdentifierKind } from './validation/identifiers';
export {
  PHONE_COUNTRIES,
  DEFAULT_PHONE_COUNTRY,
  PHONE_CHECK_DELAY_MS,
  PHONE_CHECK_MIN_LENGTH,
  phoneDigits,
  shouldCheckPhone,
  phoneTypeRequired,
  phoneTypeRequiredFor,
  phoneCountryRestrictionMessage,
  phoneCheckFailedMessage,
  phoneTypeFromCheck,
  pickPhoneCheck,
} from './validation/phone';
export type { PhoneCountry, PhoneType } from './validation/phone';
export {
  MEGABYTE,
  MAX_UPLOAD_BYTES,
  fileTooLarge,
  fileTypeNotAllowed,
  formatMegabytes,
  newFiles,
  addFiles,
  removeFile,
} from './validation/files';
export { yearOptions } from './validation/years';
export { NO_SUPPORT_NEEDED, applySupportNeedsRule } from './validation/supportNeeds';

export { idToLabel, labelToId } from './mappers/lookup';
export { orderLookupList, COUNTRIES_FIRST, ETHNICITIES_FIRST } from './mappers/lookupOrder';
export type { LookupId } from './mappers/lookup';
export {
  addressToServer,
  addressFromServer,
  addressFromLookup,
  findState,
  SERVER_ADDRESS_KEYS,
} from './mappers/address';
export type { AddressForm, AddressServer, AddressLookup, AddressMetadata } from './mappers/address';
export { phoneToServer, phoneFromServer } from './mappers/phone';
export type { PhoneForm, PhoneServer } from './mappers/phone';
export { courseDisplay, findCourseIntake } from './mappers/course';
export type { CourseDisplay, CourseIntakeQuery } from './mappers/course';

export { CURRENCIES, findCurrency, formatMoney } from './data/currencies';
export type { Currency } from './data/currencies';
export { COUNTRY_CODES, findCountryCode, countryBounds, alpha2ToAlpha3 } from './data/countries';
export type { CountryCode } from './data/countries';

export { readQueryString } from './utils/queryString';
