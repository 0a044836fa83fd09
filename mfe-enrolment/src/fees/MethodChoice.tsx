import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  BankIcon,
  CalendarIcon,
  HStack,
  MastercardLogo,
  RadioGroup,
  SimpleGrid,
  VisaLogo,
  ZipLogo,
} from '@portal/ui';
import type { PaymentMethod } from '../form/values';
import { PAYMENT_METHODS } from './feesFlow';
import { METHOD_LABELS } from './methodLabels';

/** The ways to pay as radios, each with its logo or icon beside its name. */
export function MethodChoice({
  labelledBy,
  value,
  disabled,
  onChange,
}: {
  labelledBy: string;
  value: PaymentMethod | undefined;
  disabled: boolean;
  onChange: (method: PaymentMethod) => void;
}) {
  const { i18n: lingui } = useLingui();
  const logos: Record<PaymentMethod, ReactNode> = {
    card: (
      <HStack gap="1">
        <VisaLogo height={20} />
        <MastercardLogo height={20} />
      </HStack>
    ),
    instalments: <CalendarIcon height={20} />,
    zip: <ZipLogo height={20} />,
    bank: <BankIcon height={20} />,
  };
  return (
    <RadioGroup.Root
      name="fees.method"
      value={value ?? null}
      onValueChange={(details) => details.value && onChange(details.value as PaymentMethod)}
      disabled={disabled}
      aria-labelledby={labelledBy}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {PAYMENT_METHODS.map((method) => (
          <RadioGroup.Item
            key={method}
            value={method}
            borderWidth="1px"
            borderColor={value === method ? 'colorPalette.solid' : 'border'}
            rounded="md"
            p="3"
            minH="12"
          >
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>
              <HStack gap="2" flexWrap="wrap">
                <span>{lingui._(METHOD_LABELS[method])}</span>
                {logos[method]}
              </HStack>
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </SimpleGrid>
    </RadioGroup.Root>
  );
}
