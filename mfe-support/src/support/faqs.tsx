// The FAQ of each provider's support page (an accordion, one panel open at a time).
import { Trans, useLingui } from '@lingui/react/macro';
import type { Provider, SupportPage } from '@portal/config';
import { ROUTES } from '@portal/remote-contract';
import { RouteLink } from '@portal/router';
import { Link, Text, type AccordionItem } from '@portal/ui';
import { linkStyle } from './parts';

/** The questions every provider's students ask. */
function useCommonFaq(provider: Provider): AccordionItem[] {
  const { t } = useLingui();
  const { phone, email } = provider.contact;
  return [
    {
      id: 'how-long',
      title: t`How long until I hear back?`,
      content: (
        <Text>
          <Trans>
            We reply to every support request within 48 business hours, usually much sooner. You will find our
            reply in your email.
          </Trans>
        </Text>
      ),
    },
    {
      id: 'grades',
      title: t`When will my assessment be graded?`,
      content: (
        <Text>
          <Trans>
            Within 10 business days of submission. Your result appears on your{' '}
            <Link asChild {...linkStyle}>
              <RouteLink to={ROUTES.grades}>grades page</RouteLink>
            </Link>
            .
          </Trans>
        </Text>
      ),
    },
    {
      id: 'certificate',
      title: t`When do I get my certificate?`,
      content: (
        <Text>
          <Trans>
            Within 20 working days of completing your programme, once all your results are confirmed and your
            fees are paid.
          </Trans>
        </Text>
      ),
    },
    {
      id: 'call',
      title: t`Can I talk to someone?`,
      content: (
        <Text>
          <Trans>
            Yes. Call {phone}, 9am to 5pm Monday to Friday, or email {email}.
          </Trans>
        </Text>
      ),
    },
  ];
}

/** The questions of one provider's page, then the common ones. */
export function useFaq(page: Exclude<SupportPage, null>, provider: Provider): AccordionItem[] {
  const { t } = useLingui();
  const common = useCommonFaq(provider);
  const own: Record<Exclude<SupportPage, null>, AccordionItem[]> = {
    nzma: [
      {
        id: 'not-yet-competent',
        title: t`What does not yet competent mean?`,
        content: (
          <Text>
            <Trans>
              Your work does not yet show every skill the assessment asks for. Your trainer tells you what is
              missing, and you can resubmit: it is a step in your learning, not a fail.
            </Trans>
          </Text>
        ),
      },
    ],
    ichm: [
      {
        id: 'extension',
        title: t`How do I ask for an extension?`,
        content: (
          <Text>
            <Trans>
              Send a request below with the topic Extension request, at least 5 days before the due date. An
              extension can be up to two weeks.
            </Trans>
          </Text>
        ),
      },
      {
        id: 'supplementary',
        title: t`I got 47%. Can I still pass?`,
        content: (
          <Text>
            <Trans>
              A final mark of 45 to 49% may earn you a supplementary assessment, done within 10 weekdays, with
              a maximum mark of 50%.
            </Trans>
          </Text>
        ),
      },
    ],
    soe: [
      {
        id: 'placement',
        title: t`Who organises my placement?`,
        content: (
          <Text>
            <Trans>
              The professional experience team, with you. Send a request below with the topic Academic support
              to start planning your next placement.
            </Trans>
          </Text>
        ),
      },
    ],
    colab: [
      {
        id: 'software',
        title: t`Which software do I need?`,
        content: (
          <Text>
            <Trans>
              Your course outline lists it. Student licences are available for most tools: ask us with the
              topic Online learning and IT.
            </Trans>
          </Text>
        ),
      },
    ],
  };
  return [...own[page], ...common];
}
