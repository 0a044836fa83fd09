// Payment logos and icons as inline SVG (no fetch from a third party).
export {
  AmexLogo,
  BankIcon,
  CalendarIcon,
  CardBrandLogos,
  MastercardLogo,
  VisaLogo,
  ZipLogo,
  type PaymentLogoProps,
} from './PaymentLogos';
