import { Trans } from '@lingui/react/macro';
import type { ProviderContact } from '@portal/config';
import { Link, Text, telHref } from '@portal/ui';
import { List, Panel, linkStyle } from './parts';

/** What the provider promises its students, every figure exactly as the product states it. */
export function SupportPromises({ contact }: { contact: ProviderContact }) {
  return (
    <Panel title={<Trans>Our promises to you</Trans>} size="lg">
      <List>
        <li>
          <Trans>We reply to every support request within 48 business hours.</Trans>
        </li>
        <li>
          <Trans>Your trainer replies to your messages within 48 hours.</Trans>
        </li>
        <li>
          <Trans>Your assessment is graded within 10 business days of submission.</Trans>
        </li>
        <li>
          <Trans>Your certificate is issued within 20 working days of completing your programme.</Trans>
        </li>
        <li>
          <Trans>
            Our support phone line,{' '}
            <Link href={telHref(contact.phone)} {...linkStyle} whiteSpace="nowrap">
              {contact.phone}
            </Link>
            , is open 9am to 5pm Monday to Friday.
          </Trans>
        </li>
      </List>
      <Text mt="3" color="fg.muted">
        <Trans>
          Competency-based assessments are graded competent or not yet competent. Not yet competent is not a
          fail: your trainer tells you what is missing and how to resubmit.
        </Trans>
      </Text>
    </Panel>
  );
}
