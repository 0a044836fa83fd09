import { formatCurrency, DEFAULT_CURRENCY } from '@portal/i18n';

/** A currency of the table. */
export interface Currency {
  /** ISO 4217 code. */
  code: string;
  name: string;
  name_plural: string;
  /** The English symbol ('A$', '€'), or the code where English has none. */
  symbol: string;
  /** Digits after the decimal point: 0 (JPY), 2 (AUD) or 3 (KWD). */
  decimal_digits: 0 | 2 | 3;
}

type Row = [code: string, name: string, namePlural: string, symbol: string, decimalDigits: 0 | 2 | 3];

/** The currencies in use today (ISO 4217, without funds, metals and withdrawn codes). Names, symbols
 * and minor units are CLDR's English data, taken from Node 20's Intl and kept here so that every
 * browser shows the same. */
const ROWS: Row[] = [
  ['AED', 'United Arab Emirates Dirham', 'UAE dirhams', 'AED', 2],
  ['AFN', 'Afghan Afghani', 'Afghan Afghanis', 'AFN', 0],
  ['ALL', 'Albanian Lek', 'Albanian lekë', 'ALL', 0],
  ['AMD', 'Armenian Dram', 'Armenian drams', 'AMD', 2],
  ['ANG', 'Netherlands Antillean Guilder', 'Netherlands Antillean guilders', 'ANG', 2],
  ['AOA', 'Angolan Kwanza', 'Angolan kwanzas', 'AOA', 2],
  ['ARS', 'Argentine Peso', 'Argentine pesos', 'ARS', 2],
  ['AUD', 'Australian Dollar', 'Australian dollars', 'A$', 2],
  ['AWG', 'Aruban Florin', 'Aruban florin', 'AWG', 2],
  ['AZN', 'Azerbaijani Manat', 'Azerbaijani manats', 'AZN', 2],
  ['BAM', 'Bosnia-Herzegovina Convertible Mark', 'Bosnia-Herzegovina convertible marks', 'BAM', 2],
  ['BBD', 'Barbadian Dollar', 'Barbadian dollars', 'BBD', 2],
  ['BDT', 'Bangladeshi Taka', 'Bangladeshi takas', 'BDT', 2],
  ['BGN', 'Bulgarian Lev', 'Bulgarian leva', 'BGN', 2],
  ['BHD', 'Bahraini Dinar', 'Bahraini dinars', 'BHD', 3],
  ['BIF', 'Burundian Franc', 'Burundian francs', 'BIF', 0],
  ['BMD', 'Bermudan Dollar', 'Bermudan dollars', 'BMD', 2],
  ['BND', 'Brunei Dollar', 'Brunei dollars', 'BND', 2],
  ['BOB', 'Bolivian Boliviano', 'Bolivian bolivianos', 'BOB', 2],
  ['BRL', 'Brazilian Real', 'Brazilian reals', 'R$', 2],
  ['BSD', 'Bahamian Dollar', 'Bahamian dollars', 'BSD', 2],
  ['BTN', 'Bhutanese Ngultrum', 'Bhutanese ngultrums', 'BTN', 2],
  ['BWP', 'Botswanan Pula', 'Botswanan pulas', 'BWP', 2],
  ['BYN', 'Belarusian Ruble', 'Belarusian rubles', 'BYN', 2],
  ['BZD', 'Belize Dollar', 'Belize dollars', 'BZD', 2],
  ['CAD', 'Canadian Dollar', 'Canadian dollars', 'CA$', 2],
  ['CDF', 'Congolese Franc', 'Congolese francs', 'CDF', 2],
  ['CHF', 'Swiss Franc', 'Swiss francs', 'CHF', 2],
  ['CLP', 'Chilean Peso', 'Chilean pesos', 'CLP', 0],
  ['CNY', 'Chinese Yuan', 'Chinese yuan', 'CN¥', 2],
  ['COP', 'Colombian Peso', 'Colombian pesos', 'COP', 0],
  ['CRC', 'Costa Rican Colón', 'Costa Rican colóns', 'CRC', 2],
  ['CUP', 'Cuban Peso', 'Cuban pesos', 'CUP', 2],
  ['CVE', 'Cape Verdean Escudo', 'Cape Verdean escudos', 'CVE', 2],
  ['CZK', 'Czech Koruna', 'Czech korunas', 'CZK', 2],
  ['DJF', 'Djiboutian Franc', 'Djiboutian francs', 'DJF', 0],
  ['DKK', 'Danish Krone', 'Danish kroner', 'DKK', 2],
  ['DOP', 'Dominican Peso', 'Dominican pesos', 'DOP', 2],
  ['DZD', 'Algerian Dinar', 'Algerian dinars', 'DZD', 2],
  ['EGP', 'Egyptian Pound', 'Egyptian pounds', 'EGP', 2],
  ['ERN', 'Eritrean Nakfa', 'Eritrean nakfas', 'ERN', 2],
  ['ETB', 'Ethiopian Birr', 'Ethiopian birrs', 'ETB', 2],
  ['EUR', 'Euro', 'euros', '€', 2],
  ['FJD', 'Fijian Dollar', 'Fijian dollars', 'FJD', 2],
  ['FKP', 'Falkland Islands Pound', 'Falkland Islands pounds', 'FKP', 2],
  ['GBP', 'British Pound', 'British pounds', '£', 2],
  ['GEL', 'Georgian Lari', 'Georgian laris', 'GEL', 2],
  ['GHS', 'Ghanaian Cedi', 'Ghanaian cedis', 'GHS', 2],
  ['GIP', 'Gibraltar Pound', 'Gibraltar pounds', 'GIP', 2],
  ['GMD', 'Gambian Dalasi', 'Gambian dalasis', 'GMD', 2],
  ['GNF', 'Guinean Franc', 'Guinean francs', 'GNF', 0],
  ['GTQ', 'Guatemalan Quetzal', 'Guatemalan quetzals', 'GTQ', 2],
  ['GYD', 'Guyanaese Dollar', 'Guyanaese dollars', 'GYD', 2],
  ['HKD', 'Hong Kong Dollar', 'Hong Kong dollars', 'HK$', 2],
  ['HNL', 'Honduran Lempira', 'Honduran lempiras', 'HNL', 2],
  ['HTG', 'Haitian Gourde', 'Haitian gourdes', 'HTG', 2],
  ['HUF', 'Hungarian Forint', 'Hungarian forints', 'HUF', 0],
  ['IDR', 'Indonesian Rupiah', 'Indonesian rupiahs', 'IDR', 0],
  ['ILS', 'Israeli New Shekel', 'Israeli new shekels', '₪', 2],
  ['INR', 'Indian Rupee', 'Indian rupees', '₹', 2],
  ['IQD', 'Iraqi Dinar', 'Iraqi dinars', 'IQD', 0],
  ['IRR', 'Iranian Rial', 'Iranian rials', 'IRR', 0],
  ['ISK', 'Icelandic Króna', 'Icelandic krónur', 'ISK', 0],
  ['JMD', 'Jamaican Dollar', 'Jamaican dollars', 'JMD', 2],
  ['JOD', 'Jordanian Dinar', 'Jordanian dinars', 'JOD', 3],
  ['JPY', 'Japanese Yen', 'Japanese yen', '¥', 0],
  ['KES', 'Kenyan Shilling', 'Kenyan shillings', 'KES', 2],
  ['KGS', 'Kyrgyz Som', 'Kyrgyz soms', 'KGS', 2],
  ['KHR', 'Cambodian Riel', 'Cambodian riels', 'KHR', 2],
  ['KMF', 'Comorian Franc', 'Comorian francs', 'KMF', 0],
  ['KRW', 'South Korean Won', 'South Korean won', '₩', 0],
  ['KWD', 'Kuwaiti Dinar', 'Kuwaiti dinars', 'KWD', 3],
  ['KYD', 'Cayman Islands Dollar', 'Cayman Islands dollars', 'KYD', 2],
  ['KZT', 'Kazakhstani Tenge', 'Kazakhstani tenges', 'KZT', 2],
  ['LAK', 'Laotian Kip', 'Laotian kips', 'LAK', 0],
  ['LBP', 'Lebanese Pound', 'Lebanese pounds', 'LBP', 0],
  ['LKR', 'Sri Lankan Rupee', 'Sri Lankan rupees', 'LKR', 2],
  ['LRD', 'Liberian Dollar', 'Liberian dollars', 'LRD', 2],
  ['LSL', 'Lesotho Loti', 'Lesotho lotis', 'LSL', 2],
  ['LYD', 'Libyan Dinar', 'Libyan dinars', 'LYD', 3],
  ['MAD', 'Moroccan Dirham', 'Moroccan dirhams', 'MAD', 2],
  ['MDL', 'Moldovan Leu', 'Moldovan lei', 'MDL', 2],
  ['MGA', 'Malagasy Ariary', 'Malagasy ariaries', 'MGA', 0],
  ['MKD', 'Macedonian Denar', 'Macedonian denari', 'MKD', 2],
  ['MMK', 'Myanmar Kyat', 'Myanmar kyats', 'MMK', 0],
  ['MNT', 'Mongolian Tugrik', 'Mongolian tugriks', 'MNT', 2],
  ['MOP', 'Macanese Pataca', 'Macanese patacas', 'MOP', 2],
  ['MRU', 'Mauritanian Ouguiya', 'Mauritanian ouguiyas', 'MRU', 2],
  ['MUR', 'Mauritian Rupee', 'Mauritian rupees', 'MUR', 2],
  ['MVR', 'Maldivian Rufiyaa', 'Maldivian rufiyaas', 'MVR', 2],
  ['MWK', 'Malawian Kwacha', 'Malawian kwachas', 'MWK', 2],
  ['MXN', 'Mexican Peso', 'Mexican pesos', 'MX$', 2],
  ['MYR', 'Malaysian Ringgit', 'Malaysian ringgits', 'MYR', 2],
  ['MZN', 'Mozambican Metical', 'Mozambican meticals', 'MZN', 2],
  ['NAD', 'Namibian Dollar', 'Namibian dollars', 'NAD', 2],
  ['NGN', 'Nigerian Naira', 'Nigerian nairas', 'NGN', 2],
  ['NIO', 'Nicaraguan Córdoba', 'Nicaraguan córdobas', 'NIO', 2],
  ['NOK', 'Norwegian Krone', 'Norwegian kroner', 'NOK', 2],
  ['NPR', 'Nepalese Rupee', 'Nepalese rupees', 'NPR', 2],
  ['NZD', 'New Zealand Dollar', 'New Zealand dollars', 'NZ$', 2],
  ['OMR', 'Omani Rial', 'Omani rials', 'OMR', 3],
  ['PAB', 'Panamanian Balboa', 'Panamanian balboas', 'PAB', 2],
  ['PEN', 'Peruvian Sol', 'Peruvian soles', 'PEN', 2],
  ['PGK', 'Papua New Guinean Kina', 'Papua New Guinean kina', 'PGK', 2],
  ['PHP', 'Philippine Peso', 'Philippine pesos', '₱', 2],
  ['PKR', 'Pakistani Rupee', 'Pakistani rupees', 'PKR', 0],
  ['PLN', 'Polish Zloty', 'Polish zlotys', 'PLN', 2],
  ['PYG', 'Paraguayan Guarani', 'Paraguayan guaranis', 'PYG', 0],
  ['QAR', 'Qatari Riyal', 'Qatari riyals', 'QAR', 2],
  ['RON', 'Romanian Leu', 'Romanian lei', 'RON', 2],
  ['RSD', 'Serbian Dinar', 'Serbian dinars', 'RSD', 2],
  ['RUB', 'Russian Ruble', 'Russian rubles', 'RUB', 2],
  ['RWF', 'Rwandan Franc', 'Rwandan francs', 'RWF', 0],
  ['SAR', 'Saudi Riyal', 'Saudi riyals', 'SAR', 2],
  ['SBD', 'Solomon Islands Dollar', 'Solomon Islands dollars', 'SBD', 2],
  ['SCR', 'Seychellois Rupee', 'Seychellois rupees', 'SCR', 2],
  ['SDG', 'Sudanese Pound', 'Sudanese pounds', 'SDG', 2],
  ['SEK', 'Swedish Krona', 'Swedish kronor', 'SEK', 2],
  ['SGD', 'Singapore Dollar', 'Singapore dollars', 'SGD', 2],
  ['SHP', 'St. Helena Pound', 'St. Helena pounds', 'SHP', 2],
  ['SLE', 'Sierra Leonean Leone', 'Sierra Leonean leones', 'SLE', 2],
  ['SOS', 'Somali Shilling', 'Somali shillings', 'SOS', 0],
  ['SRD', 'Surinamese Dollar', 'Surinamese dollars', 'SRD', 2],
  ['SSP', 'South Sudanese Pound', 'South Sudanese pounds', 'SSP', 2],
  ['STN', 'São Tomé & Príncipe Dobra', 'São Tomé & Príncipe dobras', 'STN', 2],
  ['SYP', 'Syrian Pound', 'Syrian pounds', 'SYP', 0],
  ['SZL', 'Swazi Lilangeni', 'Swazi emalangeni', 'SZL', 2],
  ['THB', 'Thai Baht', 'Thai baht', 'THB', 2],
  ['TJS', 'Tajikistani Somoni', 'Tajikistani somonis', 'TJS', 2],
  ['TMT', 'Turkmenistani Manat', 'Turkmenistani manat', 'TMT', 2],
  ['TND', 'Tunisian Dinar', 'Tunisian dinars', 'TND', 3],
  ['TOP', 'Tongan Paʻanga', 'Tongan paʻanga', 'TOP', 2],
  ['TRY', 'Turkish Lira', 'Turkish Lira', 'TRY', 2],
  ['TTD', 'Trinidad & Tobago Dollar', 'Trinidad & Tobago dollars', 'TTD', 2],
  ['TWD', 'New Taiwan Dollar', 'New Taiwan dollars', 'NT$', 2],
  ['TZS', 'Tanzanian Shilling', 'Tanzanian shillings', 'TZS', 2],
  ['UAH', 'Ukrainian Hryvnia', 'Ukrainian hryvnias', 'UAH', 2],
  ['UGX', 'Ugandan Shilling', 'Ugandan shillings', 'UGX', 0],
  ['USD', 'US Dollar', 'US dollars', '$', 2],
  ['UYU', 'Uruguayan Peso', 'Uruguayan pesos', 'UYU', 2],
  ['UZS', 'Uzbekistani Som', 'Uzbekistani som', 'UZS', 2],
  ['VES', 'Venezuelan Bolívar', 'Venezuelan bolívars', 'VES', 2],
  ['VND', 'Vietnamese Dong', 'Vietnamese dong', '₫', 0],
  ['VUV', 'Vanuatu Vatu', 'Vanuatu vatus', 'VUV', 0],
  ['WST', 'Samoan Tala', 'Samoan tala', 'WST', 2],
  ['XAF', 'Central African CFA Franc', 'Central African CFA francs', 'FCFA', 0],
  ['XCD', 'East Caribbean Dollar', 'East Caribbean dollars', 'EC$', 2],
  ['XOF', 'West African CFA Franc', 'West African CFA francs', 'F CFA', 0],
  ['XPF', 'CFP Franc', 'CFP francs', 'CFPF', 0],
  ['YER', 'Yemeni Rial', 'Yemeni rials', 'YER', 0],
  ['ZAR', 'South African Rand', 'South African rand', 'ZAR', 2],
  ['ZMW', 'Zambian Kwacha', 'Zambian kwachas', 'ZMW', 2],
];

export const CURRENCIES: readonly Currency[] = ROWS.map(
  ([code, name, namePlural, symbol, decimalDigits]) => ({
    code,
    name,
    name_plural: namePlural,
    symbol,
    decimal_digits: decimalDigits,
  }),
);

/** The currency with an ISO 4217 code (any case); undefined for a code not in the table. */
export function findCurrency(code: string): Currency | undefined {
  const wanted = code.toUpperCase();
  return CURRENCIES.find((currency) => currency.code === wanted);
}

/**
 * An amount as the currency display shows it: AUD by default, the currency's
 * own fraction digits from the table (2 for AUD, 0 for JPY, 3 for KWD), the narrow symbol, the sign
 * shown except for zero ('+$120.00', '-$45.50', '$0.00'). The formatting is @portal/i18n's
 * formatCurrency, the one money format of the portal.
 */
export function formatMoney(
  amount: number,
  currencyCode: string = DEFAULT_CURRENCY,
  signDisplay?: Intl.NumberFormatOptions['signDisplay'],
): string {
  const fractionDigits = findCurrency(currencyCode)?.decimal_digits ?? 2;
  return formatCurrency(amount, currencyCode, { fractionDigits, ...(signDisplay ? { signDisplay } : {}) });
}
