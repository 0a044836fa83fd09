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
import { PAYMENT_WAYS, type PaymentWay } from '../../fees/feesFlow';
import { WAY_LABELS } from '../feesStep';

/** The ways to pay as radios, each with its logo or icon beside its name. */
export function WayChoice({
  labelledBy,
  value,
  disabled,
  onChange,
}: {
  labelledBy: string;
  value: PaymentWay | undefined;
  disabled: boolean;
  onChange: (way: PaymentWay) => void;
}) {
  const { i18n: lingui } = useLingui();
  const logos: Record<PaymentWay, ReactNode> = {
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
      name="fees.way"
      value={value ?? null}
      onValueChange={(details) => details.value && onChange(details.value as PaymentWay)}
      disabled={disabled}
      aria-labelledby={labelledBy}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {PAYMENT_WAYS.map((way) => (
          <RadioGroup.Item
            key={way}
            value={way}
            borderWidth="1px"
            borderColor={value === way ? 'colorPalette.solid' : 'border'}
            rounded="md"
            p="3"
            minH="12"
          >
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>
              <HStack gap="2" flexWrap="wrap">
                <span>{lingui._(WAY_LABELS[way])}</span>
                {logos[way]}
              </HStack>
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </SimpleGrid>
    </RadioGroup.Root>
  );
}
