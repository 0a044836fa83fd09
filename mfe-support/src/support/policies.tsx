// The policy text of each provider's support page.
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES } from '@portal/remote-contract';
import { RouteLink } from '@portal/router';
import { Link } from '@portal/ui';
import { List, Paragraph, linkStyle, type ContentPart } from './parts';

const P = Paragraph;

/** The ichm assessment policy: late penalty, extensions and supplementary assessment. */
export function useIchmPolicy(): ContentPart[] {
  const { t } = useLingui();
  return [
    {
      id: 'late-submission',
      title: t`Late submission`,
      body: (
        <P>
          <Trans>
            An assessment handed in after its due date without an approved extension loses 5% of the total
            mark per day late, including weekends.
          </Trans>
        </P>
      ),
    },
    {
      id: 'extensions',
      title: t`Extensions`,
      body: (
        <>
          <P>
            <Trans>
              You can ask for an extension of up to two weeks. Ask at least 5 days before the due date, with
              the reason and any evidence (for example a medical certificate), by sending a request below with
              the topic Extension request.
            </Trans>
          </P>
          <P>
            <Trans>
              Something sudden and serious, such as illness or a family emergency, closer to the due date?
              Contact us straight away: we will look at your situation.
            </Trans>
          </P>
        </>
      ),
    },
    {
      id: 'supplementary',
      title: t`Supplementary assessment`,
      body: (
        <List>
          <li>
            <Trans>
              If your final mark for a subject is 45 to 49%, you may be offered a supplementary assessment.
            </Trans>
          </li>
          <li>
            <Trans>It is done within 10 weekdays of the offer.</Trans>
          </li>
          <li>
            <Trans>The maximum mark for a supplementary assessment is 50%.</Trans>
          </li>
        </List>
      ),
    },
  ];
}

/** NZMA and the New Zealand Institute of Sport: a summary of the policies, with the way to the full text. */
export function useNzmaPolicy(): ContentPart[] {
  const { t } = useLingui();
  return [
    {
      id: 'assessment',
      title: t`Assessment and resubmission`,
      body: (
        <P>
          <Trans>
            Assessments are graded competent or not yet competent. If an assessment is not yet competent, your
            trainer explains what is missing and you may resubmit. Ask your trainer early if you need more
            time.
          </Trans>
        </P>
      ),
    },
    {
      id: 'integrity',
      title: t`Academic integrity and attendance`,
      body: (
        <P>
          <Trans>
            Your work must be your own, with every source acknowledged. Attend your classes and let your
            trainer know before you miss one: attendance counts towards your progress and, for international
            students, your visa.
          </Trans>
        </P>
      ),
    },
    {
      id: 'complaints',
      title: t`Concerns and complaints`,
      body: (
        <P>
          <Trans>
            Talk to your trainer or campus manager first. If that does not resolve it, send a request below
            with the topic Feedback or complaint. The full policies and the student handbook are on the{' '}
            <Link asChild {...linkStyle}>
              <RouteLink to={ROUTES.policiesAndProcedures}>policies page</RouteLink>
            </Link>
            .
          </Trans>
        </P>
      ),
    },
  ];
}

/** School of Education: assessment, placements and conduct. */
export function useSoePolicy(): ContentPart[] {
  const { t } = useLingui();
  return [
    {
      id: 'assessment',
      title: t`Assessment`,
      body: (
        <P>
          <Trans>
            Each assessment is marked against its published criteria. If you need more time, ask your lecturer
            before the due date; work handed in late without an agreed extension may not be marked.
          </Trans>
        </P>
      ),
    },
    {
      id: 'placements',
      title: t`Professional experience placements`,
      body: (
        <P>
          <Trans>
            Placements are arranged with you by the professional experience team. Keep your Working with
            Children Check current and tell us at once if anything changes that affects your placement.
          </Trans>
        </P>
      ),
    },
    {
      id: 'conduct',
      title: t`Conduct and integrity`,
      body: (
        <P>
          <Trans>
            As a future teacher you follow the school's code of conduct in class, online and on placement.
            Your work must be your own, with every source referenced.
          </Trans>
        </P>
      ),
    },
  ];
}

/** Colab: project work, deadlines and originality. */
export function useColabPolicy(): ContentPart[] {
  const { t } = useLingui();
  return [
    {
      id: 'deadlines',
      title: t`Deadlines and extensions`,
      body: (
        <P>
          <Trans>
            Project deadlines are in your course outline. If you cannot meet one, ask your tutor for an
            extension before the deadline, by sending a request below with the topic Extension request.
          </Trans>
        </P>
      ),
    },
    {
      id: 'originality',
      title: t`Originality and AI tools`,
      body: (
        <P>
          <Trans>
            Your designs and code must be your own work. Credit every asset, font, library and tool you use,
            including AI tools, as your tutor asks.
          </Trans>
        </P>
      ),
    },
  ];
}
