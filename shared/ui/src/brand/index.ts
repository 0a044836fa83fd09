// Payment logos and icons as inline SVG (no fetch from a third party). Only the fees step shows these: they come
// from a chunk of their own ("ui-payment-logos"), loaded the first time one renders (the page's Suspense shows its
// busy message meanwhile), not with the enrolment wizard's first step.
import { lazy, type ComponentType } from 'react';
import type { PaymentLogoProps } from './PaymentLogos';

export type { PaymentLogoProps } from './PaymentLogos';

type Logos = typeof import('./PaymentLogos');

const loadLogos = (): Promise<Logos> => import(/* webpackChunkName: "ui-payment-logos" */ './PaymentLogos');

function lazyLogo<P extends object>(pick: (logos: Logos) => ComponentType<P>) {
  return lazy(() => loadLogos().then((logos) => ({ default: pick(logos) })));
}

export const AmexLogo = lazyLogo<PaymentLogoProps>((logos) => logos.AmexLogo);
export const BankIcon = lazyLogo<PaymentLogoProps>((logos) => logos.BankIcon);
export const CalendarIcon = lazyLogo<PaymentLogoProps>((logos) => logos.CalendarIcon);
export const CardBrandLogos = lazyLogo<{ height?: number }>((logos) => logos.CardBrandLogos);
export const MastercardLogo = lazyLogo<PaymentLogoProps>((logos) => logos.MastercardLogo);
export const VisaLogo = lazyLogo<PaymentLogoProps>((logos) => logos.VisaLogo);
export const ZipLogo = lazyLogo<PaymentLogoProps>((logos) => logos.ZipLogo);
