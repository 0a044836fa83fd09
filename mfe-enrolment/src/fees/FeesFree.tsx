import { Trans, useLingui } from '@lingui/react/macro';
import { useFeesFreeEligibility } from '@portal/api';
import { BusyMessage, Stack, Text } from '@portal/ui';

/** The fees-free check (NZ providers): whether the applicant may study their first year fees-free. */
export function FeesFree({ id }: { id: string }) {
  const { t } = useLingui();
  const { data, error } = useFeesFreeEligibility(id);
  if (error)
    return (
      <Text color="fg.muted">
        <Trans>Your fees-free eligibility could not be checked. You can still pay below.</Trans>
      </Text>
    );
  if (!data) return <BusyMessage>{t`Checking your fees-free eligibility...`}</BusyMessage>;
  const eligible = data.eligible === true;
  const reason = typeof data.reason === 'string' ? data.reason : '';
  return (
    <Stack
      gap="1"
      role="note"
      aria-label={t`Fees-free eligibility`}
      borderWidth="1px"
      borderColor={eligible ? 'border.success' : 'border'}
      p="3"
      rounded="md"
    >
      <Text fontWeight="semibold">
        {eligible
          ? t`You may be eligible for fees-free study in your first year.`
          : t`You are not eligible for fees-free study.`}
      </Text>
      {reason ? <Text color="fg.muted">{reason}</Text> : null}
      {eligible ? (
        <Text color="fg.muted">
          <Trans>We confirm it with your offer; until then, choose how you would pay the fees below.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
