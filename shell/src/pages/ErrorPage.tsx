import { Navigate, Link as RouterLink, useLocation, useParams } from '@portal/router';
import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { Box, Button, Heading, Text } from '@portal/ui';

/** /error/{three digits}: a text per status and a link home. Anything else under /error/ is a 404. */
export function ErrorPage() {
  const { status = '' } = useParams();
  const location = useLocation();
  const { t } = useLingui();
  if (!/^\d{3}$/.test(status)) return <Navigate to="/error/404" replace />;

  const texts: Record<string, { title: string; body: string }> = {
    '400': { title: t`That request did not work`, body: t`The address or the data sent was not understood.` },
    '401': { title: t`Please sign in`, body: t`You need to sign in to see this page.` },
    '403': { title: t`You don't have access to this page`, body: t`Your account cannot open this page.` },
    '404': {
      title: t`We can't find that page`,
      body: t`The page may have moved, or the address may be mistyped.`,
    },
    '500': {
      title: t`Something went wrong`,
      body: t`The portal ran into a problem. Please try again in a moment.`,
    },
    '503': {
      title: t`The portal is busy`,
      body: t`A service the portal needs is unavailable. Please try again soon.`,
    },
  };
  const text = texts[status] ?? { title: t`Something went wrong`, body: t`Error ${status}.` };
  const message = (location.state as { message?: unknown } | null)?.message;

  return (
    <Box
      as="section"
      aria-labelledby="error-heading"
      bg="bg.panel"
      rounded="xl"
      p={{ base: 6, md: 10 }}
      maxW="2xl"
      mx="auto"
      shadow="sm"
    >
      <Text fontWeight="semibold" color="fg.muted">
        <Trans>Error {status}</Trans>
      </Text>
      <Heading as="h1" id="error-heading" size="2xl" mb={3}>
        {text.title}
      </Heading>
      <Text mb={typeof message === 'string' ? 2 : 6}>{text.body}</Text>
      {typeof message === 'string' && (
        <Text mb={6} color="fg.error">
          {message}
        </Text>
      )}
      <Button asChild colorPalette="brand">
        <RouterLink to="/">
          <Trans>Go to the home page</Trans>
        </RouterLink>
      </Button>
    </Box>
  );
}
