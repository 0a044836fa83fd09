// Payment logos and icons drawn as inline SVG: card brands, Zip, a bank and a calendar. Nothing is
// fetched from a third party and no style attribute is written: only SVG presentation attributes.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { HStack } from '@portal/ui/core';

export interface PaymentLogoProps {
  /** The accessible name (e.g. 'Visa'). Without one the logo is decorative (aria-hidden), for use beside a
   * visible text that names it. */
  label?: string;
  /** Height in CSS pixels (the width follows the logo's proportions). */
  height?: number;
}

/** An SVG with a name for screen readers (role img, aria-label and a title), or hidden from them. */
function Svg({
  label,
  height,
  width,
  viewHeight,
  plate = false,
  children,
}: PaymentLogoProps & { width: number; viewHeight: number; plate?: boolean; children: ReactNode }) {
  const h = height ?? viewHeight;
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  // A brand plate (the card's own colour) gets a light outline in the dark scheme (the theme's global styles,
  // by this attribute), so a dark plate still reads as a card on a dark panel.
  return (
    <svg
      data-payment-plate={plate ? '' : undefined}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${viewHeight}`}
      height={h}
      width={(width * h) / viewHeight}
      focusable="false"
      {...named}
    >
      {label ? <title>{label}</title> : null}
      {children}
    </svg>
  );
}

/** Visa: the blue card with its italic word mark. */
export function VisaLogo(props: PaymentLogoProps) {
  return (
    <Svg {...props} width={48} viewHeight={32} plate>
      <rect width="48" height="32" rx="4" fill="#1A1F71" />
      <text
        x="24"
        y="21.5"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="14"
        fontWeight="700"
        fontStyle="italic"
        fill="#FFFFFF"
        letterSpacing="0.5"
      >
        VISA
      </text>
    </Svg>
  );
}

/** Mastercard: the two overlapping circles, red and yellow, orange where they meet. */
export function MastercardLogo(props: PaymentLogoProps) {
  return (
    <Svg {...props} width={48} viewHeight={32} plate>
      <rect width="48" height="32" rx="4" fill="#252525" />
      <circle cx="19" cy="16" r="9" fill="#EB001B" />
      <circle cx="29" cy="16" r="9" fill="#F79E1B" />
      <path d="M24 8.45a9 9 0 0 1 0 15.1 9 9 0 0 1 0-15.1z" fill="#FF5F00" />
    </Svg>
  );
}

/** American Express: the blue box with its word mark. */
export function AmexLogo(props: PaymentLogoProps) {
  return (
    <Svg {...props} width={48} viewHeight={32} plate>
      <rect width="48" height="32" rx="4" fill="#006FCF" />
      <text
        x="24"
        y="20.5"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="11"
        fontWeight="700"
        fill="#FFFFFF"
        letterSpacing="0.3"
      >
        AMEX
      </text>
    </Svg>
  );
}

/** Zip (buy now, pay later): the lavender badge with its word mark. */
export function ZipLogo(props: PaymentLogoProps) {
  return (
    <Svg {...props} width={48} viewHeight={32} plate>
      <rect width="48" height="32" rx="4" fill="#AA8FFF" />
      <text
        x="24"
        y="21.5"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="15"
        fontWeight="800"
        fill="#1A0826"
      >
        zip
      </text>
    </Svg>
  );
}

/** A bank (bank transfer, a bank account): a building with columns, in the text colour. */
export function BankIcon(props: PaymentLogoProps) {
  return (
    <Svg {...props} width={32} viewHeight={32}>
      <path d="M16 3 3 10v3h26v-3L16 3z" fill="currentColor" />
      <path d="M6 15h3v9H6zM12 15h3v9h-3zM17 15h3v9h-3zM23 15h3v9h-3zM3 26h26v3H3z" fill="currentColor" />
    </Svg>
  );
}

/** A calendar (instalments), in the text colour. */
export function CalendarIcon(props: PaymentLogoProps) {
  return (
    <Svg {...props} width={32} viewHeight={32}>
      <path
        d="M9 3h2v3h10V3h2v3h4a2 2 0 0 1 2 2v19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4V3zM5 12v15h22V12H5z"
        fill="currentColor"
      />
      <path d="M8 15h4v4H8zM14 15h4v4h-4zM20 15h4v4h-4zM8 21h4v4H8zM14 21h4v4h-4z" fill="currentColor" />
    </Svg>
  );
}

const CARD_BRANDS = [
  ['Visa', VisaLogo],
  ['Mastercard', MastercardLogo],
  ['American Express', AmexLogo],
] as const;

/** The card brands accepted, side by side, each named (a list 'Cards accepted'). */
export function CardBrandLogos({ height = 24 }: { height?: number }) {
  const { t } = useLingui();
  return (
    <HStack as="ul" aria-label={t`Cards accepted`} gap="1.5" listStyleType="none" m="0" p="0">
      {CARD_BRANDS.map(([name, Logo]) => (
        <li key={name}>
          <Logo label={name} height={height} />
        </li>
      ))}
    </HStack>
  );
}
