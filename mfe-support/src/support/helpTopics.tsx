import { Trans, useLingui } from '@lingui/react/macro';
import type { Provider } from '@portal/config';
import { ROUTES } from '@portal/remote-contract';
import { RouteLink } from '@portal/router';
import { Link } from '@portal/ui';
import { Paragraph, linkStyle, type ContentPart } from './parts';

const P = Paragraph;

/** The static help text of every support page: getting started, academic support,
 * online learning support, learning differences, peers, IT support, career support and free counselling. */
export function useHelpTopics(provider: Provider): ContentPart[] {
  const { t } = useLingui();
  const { name } = provider;
  const { email } = provider.contact;
  const emergency = provider.country === 'NZ' ? '111' : '000';
  return [
    {
      id: 'getting-started',
      title: t`Getting started`,
      body: (
        <>
          <P>
            <Trans>
              Welcome to {name}. In your first week, sign in to the learning platform, open your course and
              read the course outline: it lists every assessment and its due date. Check that your details are
              right on your{' '}
              <Link asChild {...linkStyle}>
                <RouteLink to={ROUTES.settings}>profile</RouteLink>
              </Link>
              .
            </Trans>
          </P>
          <P>
            <Trans>
              Plan a regular study time each week and start each assessment early. If anything is unclear,
              ask: that is what we are here for.
            </Trans>
          </P>
        </>
      ),
    },
    {
      id: 'academic-support',
      title: t`Academic support`,
      body: (
        <P>
          <Trans>
            Your trainers and tutors help with course content, assessment briefs, study skills, referencing
            and academic writing. Message your trainer through the learning platform, or book a one-to-one
            session with an academic support tutor by sending a request below.
          </Trans>
        </P>
      ),
    },
    {
      id: 'online-learning',
      title: t`Online learning support`,
      body: (
        <P>
          <Trans>
            New to studying online? Our online learning team shows you how to find your way around the
            learning platform, submit assessments, join live sessions and keep track of your progress. Ask for
            a walk-through at any time.
          </Trans>
        </P>
      ),
    },
    {
      id: 'learning-differences',
      title: t`Learning differences`,
      body: (
        <P>
          <Trans>
            If you have dyslexia, ADHD, a disability, a health condition or anything else that affects how you
            learn, tell us. Together we agree on support such as extra time, alternative formats or assistive
            technology. What you share is kept confidential.
          </Trans>
        </P>
      ),
    },
    {
      id: 'peers',
      title: t`Learning with your peers`,
      body: (
        <P>
          <Trans>
            Studying with others keeps you going. Join your class forum and study groups on the learning
            platform, share ideas and questions, and help each other out, while keeping your assessment work
            your own.
          </Trans>
        </P>
      ),
    },
    {
      id: 'it-support',
      title: t`IT support`,
      body: (
        <P>
          <Trans>
            Cannot sign in, forgot your password, or a page or file will not open? Send a request below with
            what you see (a screenshot helps) or email {email}. Try another browser first: it fixes many
            problems.
          </Trans>
        </P>
      ),
    },
    {
      id: 'career-support',
      title: t`Career support`,
      body: (
        <P>
          <Trans>
            Our careers team helps with your CV and cover letters, job interviews, work placements and finding
            work in your industry, during your study and after you graduate.
          </Trans>
        </P>
      ),
    },
    {
      id: 'counselling',
      title: t`Free counselling`,
      body: (
        <P>
          <Trans>
            Free, confidential counselling is available to every student, for study stress, personal or family
            matters, or anything else on your mind. Ask for a session below and we will put you in touch. In
            an emergency, call {emergency}.
          </Trans>
        </P>
      ),
    },
  ];
}
