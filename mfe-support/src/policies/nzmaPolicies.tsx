// The policies text of nzma and nz-institute-of-sport.
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@portal/ui';
import type { ContentPart } from '../support/parts';

const Body = ({ children }: { children: ReactNode }) => <Stack gap="2">{children}</Stack>;

export function useNzmaPolicies(): ContentPart[] {
  const { t } = useLingui();
  return [
    {
      id: 'assessment',
      title: t`Assessment, resubmission and appeals`,
      body: (
        <Body>
          <Text>
            <Trans>
              Assessments are graded competent or not yet competent, and graded within 10 business days of
              submission. A not yet competent result comes with feedback and one resubmission.
            </Trans>
          </Text>
          <Text>
            <Trans>
              If you disagree with a result, talk to your trainer first. You may then appeal in writing within
              10 business days of receiving the result.
            </Trans>
          </Text>
        </Body>
      ),
    },
    {
      id: 'integrity',
      title: t`Academic integrity`,
      body: (
        <Text>
          <Trans>
            Submit only your own work, and acknowledge every source, person and tool that helped you. Copying,
            buying work or letting others use yours are breaches and can lead to a not yet competent result or
            to losing your place.
          </Trans>
        </Text>
      ),
    },
    {
      id: 'attendance',
      title: t`Attendance`,
      body: (
        <Text>
          <Trans>
            Attend every class and tell your trainer before you miss one. Low attendance puts your results,
            your student allowance or loan and, for international students, your visa at risk.
          </Trans>
        </Text>
      ),
    },
    {
      id: 'withdrawal',
      title: t`Withdrawals and refunds`,
      body: (
        <Text>
          <Trans>
            You can cancel within 14 calendar days from when your enrolment conditions are met; a cancellation
            within that time is refunded less an administrative fee. Send a withdrawal request from the menu.
          </Trans>
        </Text>
      ),
    },
    {
      id: 'complaints',
      title: t`Complaints`,
      body: (
        <Text>
          <Trans>
            Raise a concern with your trainer or campus manager first. If it is not resolved, make a formal
            complaint through the support page: we acknowledge it within 48 business hours. You can also
            contact the New Zealand Qualifications Authority (NZQA) if our process has not resolved it.
          </Trans>
        </Text>
      ),
    },
    {
      id: 'privacy',
      title: t`Your privacy`,
      body: (
        <Text>
          <Trans>
            We collect only the information we need for your study, keep it secure and share it only as the
            law requires (for example with NZQA, StudyLink or Immigration New Zealand). You may ask to see or
            correct it at any time.
          </Trans>
        </Text>
      ),
    },
  ];
}
