import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { loadCatalog } from '@portal/i18n';
import { useSearchParams } from '@portal/router';
import { isProviderSlug } from '@portal/config';
import { Box, Button, Field, Flex, Heading, Stack, Text, Textarea, chakra } from '@portal/ui';
import { checkDraft, type DraftCheck } from './checkDraft';
import { builtIn, useLogoFile } from './draftSources';
import { DraftProblems } from './DraftProblems';
import { KeyPages } from './KeyPages';
import type { DraftLogos, SamplePage } from './samplePages';
import { messages } from './locales/en/messages';

export { LOAD_DEADLINE_MS } from './draftSources';

// The preview's texts are a catalog of their own, loaded with this lazy chunk (not on any production page).
loadCatalog(messages);

type Loading = { state: 'idle' } | { state: 'busy'; slug: string } | { state: 'failed'; message: string };

/**
 * /dev/provider-preview (development builds only: a production build has no such route, and none of this code):
 * a draft provider document's look on the key pages, in both schemes at 360 and 1280 px side by side, with the
 * draft's schema errors and contrast failures listed. The draft is pasted or chosen as a file (its logos as SVG
 * files), or starts from a built-in provider (`?provider=<slug>`).
 */
export function ProviderPreview() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const slug = params.get('provider');
  const [text, setText] = useState('');
  const [check, setCheck] = useState<DraftCheck>();
  const [builtInLogos, setBuiltInLogos] = useState<DraftLogos>({});
  const [loading, setLoading] = useState<Loading>({ state: 'idle' });
  const [page, setPage] = useState<SamplePage>('home');
  const light = useLogoFile();
  const dark = useLogoFile();
  const problemsHeading = useRef<HTMLHeadingElement>(null);
  // Each draft the designer asks to see takes the focus to its problems (once they are on the page).
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked > 0) problemsHeading.current?.focus();
  }, [asked]);
  const ids = { text: useId(), file: useId() };

  const preview = useCallback((draft: string) => {
    setText(draft);
    setCheck(checkDraft(draft));
  }, []);

  useEffect(() => {
    if (!slug) return;
    if (!isProviderSlug(slug)) {
      setLoading({ state: 'failed', message: t`No built-in provider is called "${slug}".` });
      return;
    }
    let current = true;
    setLoading({ state: 'busy', slug });
    builtIn(slug).then(
      (found) => {
        if (!current) return;
        setLoading({ state: 'idle' });
        setBuiltInLogos(found.logos);
        preview(found.text);
      },
      () => {
        if (current)
          setLoading({
            state: 'failed',
            message: t`The document of "${slug}" did not load. Reload the page to try again.`,
          });
      },
    );
    return () => {
      current = false;
    };
  }, [slug, preview, t]);

  const chooseDocument = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setBuiltInLogos({});
    preview(await file.text());
    setAsked((n) => n + 1);
  };

  const logos: DraftLogos = {
    light: light.url ?? builtInLogos.light,
    dark: dark.url ?? light.url ?? builtInLogos.dark,
  };
  const logoProblems = [light.problem, dark.problem].filter((p): p is string => Boolean(p));

  return (
    <Stack gap="6" maxW="none">
      <Stack gap="2" maxW="4xl">
        <Heading as="h1" size="2xl">
          <Trans>Provider preview</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>
            A draft provider document's look on the portal's key pages, light and dark, at 360 and 1280
            pixels. Nothing is published from here: check the document with pnpm provider:check and publish it
            with pnpm provider:publish.
          </Trans>
        </Text>
      </Stack>

      <Box
        as="section"
        aria-labelledby={ids.file}
        bg="bg.panel"
        rounded="xl"
        shadow="sm"
        p={{ base: 4, md: 6 }}
      >
        <Heading as="h2" size="lg" id={ids.file} mb="4">
          <Trans>The draft</Trans>
        </Heading>
        <Stack gap="4">
          {loading.state === 'busy' ? (
            <Text role="status">
              <Trans>Loading the document of "{loading.slug}"…</Trans>
            </Text>
          ) : null}
          {loading.state === 'failed' ? (
            <Text role="alert" color="fg.error">
              {loading.message}
            </Text>
          ) : null}
          <Flex gap="4" wrap="wrap">
            <FileChoice
              label={t`Choose a document (provider.json)`}
              accept="application/json,.json"
              onChange={(event) => void chooseDocument(event)}
            />
            <FileChoice
              label={t`Light logo (SVG, optional)`}
              accept="image/svg+xml,.svg"
              onChange={(event) =>
                light.choose(
                  event.target.files?.[0],
                  t`The light logo is larger than 32 KB.`,
                  t`The light logo is not an SVG file.`,
                )
              }
            />
            <FileChoice
              label={t`Dark logo (SVG, optional)`}
              accept="image/svg+xml,.svg"
              onChange={(event) =>
                dark.choose(
                  event.target.files?.[0],
                  t`The dark logo is larger than 32 KB.`,
                  t`The dark logo is not an SVG file.`,
                )
              }
            />
          </Flex>
          <Field.Root>
            <Field.Label htmlFor={ids.text}>
              <Trans>Or paste the document</Trans>
            </Field.Label>
            <Textarea
              id={ids.text}
              value={text}
              onChange={(event) => setText(event.target.value)}
              rows={10}
              fontFamily="mono"
              fontSize="sm"
              spellCheck={false}
            />
          </Field.Root>
          <Button
            alignSelf="flex-start"
            onClick={() => {
              preview(text);
              setAsked((n) => n + 1);
            }}
          >
            <Trans>Preview the draft</Trans>
          </Button>
        </Stack>
      </Box>

      {check || logoProblems.length > 0 ? (
        <DraftProblems check={check} logoProblems={logoProblems} headingRef={problemsHeading} />
      ) : null}

      {check?.ok ? <KeyPages document={check.document} logos={logos} page={page} onPage={setPage} /> : null}
    </Stack>
  );
}

function FileChoice({
  label,
  accept,
  onChange,
}: {
  label: string;
  accept: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const id = useId();
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} fontWeight="medium" fontSize="sm">
        {label}
      </chakra.label>
      <input id={id} type="file" accept={accept} onChange={onChange} />
    </Stack>
  );
}
