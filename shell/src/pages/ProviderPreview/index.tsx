import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { loadCatalog } from '@portal/i18n';
import { useSearchParams } from '@portal/router';
import { isProviderSlug, loadProvider, providerAssetUrl } from '@portal/config';
import { Box, Button, Code, Field, Flex, Heading, HStack, Stack, Text, Textarea, chakra } from '@portal/ui';
import { checkDraft, type DraftCheck } from './checkDraft';
import { PreviewFrame } from './PreviewFrame';
import { SamplePageView, type DraftLogos, type SamplePage } from './samplePages';
import { messages } from './locales/en/messages';

// The preview's texts are a catalog of their own, loaded with this lazy chunk (not on any production page).
loadCatalog(messages);

/** A built-in document comes from its chunk: past this, the page says it did not come. */
export const LOAD_DEADLINE_MS = 10_000;
/** The largest logo the check takes (`pnpm provider:check`'s limit). */
const MAX_LOGO_BYTES = 32 * 1024;

const FRAMES = [
  { scheme: 'light', width: 360, height: 720, scale: 1 },
  { scheme: 'dark', width: 360, height: 720, scale: 1 },
  { scheme: 'light', width: 1280, height: 800, scale: 0.5 },
  { scheme: 'dark', width: 1280, height: 800, scale: 0.5 },
] as const;

type Loading = { state: 'idle' } | { state: 'busy'; slug: string } | { state: 'failed'; message: string };

/** The built-in document of `slug`, its text as the file holds it, and its logos' addresses. */
async function builtIn(slug: string): Promise<{ text: string; logos: DraftLogos }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('late')), LOAD_DEADLINE_MS);
  });
  try {
    const document = await Promise.race([loadProvider(slug), late]);
    return {
      text: `${JSON.stringify(document, null, 2)}\n`,
      logos: {
        light: providerAssetUrl(slug, document.logos.light),
        dark: document.logos.dark ? providerAssetUrl(slug, document.logos.dark) : undefined,
      },
    };
  } finally {
    clearTimeout(timer);
  }
}

/** A designer's SVG file as an address the page's images may show (blob:, allowed by the CSP's img-src); the
 * file is never read into the page's markup. */
function useLogoFile() {
  const [url, setUrl] = useState<string>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => () => void (url?.startsWith('blob:') && URL.revokeObjectURL(url)), [url]);
  const choose = (file: File | undefined, tooBig: string, notSvg: string) => {
    setProblem(undefined);
    if (!file) return setUrl(undefined);
    if (file.type !== 'image/svg+xml' && !file.name.toLowerCase().endsWith('.svg')) return setProblem(notSvg);
    if (file.size > MAX_LOGO_BYTES) return setProblem(tooBig);
    setUrl(URL.createObjectURL(new Blob([file], { type: 'image/svg+xml' })));
  };
  return { url, problem, choose, reset: () => setUrl(undefined) };
}

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
  const ids = { text: useId(), file: useId(), problems: useId(), pages: useId() };

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
  const problems = check?.problems ?? [];
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
        <Box as="section" aria-labelledby={ids.problems} maxW="4xl">
          <Heading as="h2" size="lg" id={ids.problems} ref={problemsHeading} tabIndex={-1} mb="2">
            <Trans>Problems of the draft</Trans>
          </Heading>
          <Text role="status" mb="2">
            {check && !check.ok
              ? t`The draft is not shown: it does not pass the schema (${plural(problems.length + logoProblems.length, { one: '# problem', other: '# problems' })}).`
              : problems.length + logoProblems.length === 0
                ? t`The draft passes the schema and every contrast rule.`
                : t`${plural(problems.length + logoProblems.length, { one: '# problem.', other: '# problems.' })}`}
          </Text>
          {problems.length + logoProblems.length > 0 ? (
            <Stack as="ul" gap="2" listStyleType="none" ps="0">
              {problems.map((problem, i) => (
                <Box
                  as="li"
                  key={`${problem.path}-${i}`}
                  borderStartWidth="3px"
                  borderColor="red.solid"
                  ps="3"
                >
                  <Text fontWeight="semibold">
                    {problem.part === 'json'
                      ? t`Not JSON`
                      : problem.part === 'schema'
                        ? t`Schema`
                        : t`Contrast`}{' '}
                    <Code>{problem.path || '/'}</Code>
                  </Text>
                  <Text>{problem.message}</Text>
                </Box>
              ))}
              {logoProblems.map((problem) => (
                <Box as="li" key={problem} borderStartWidth="3px" borderColor="red.solid" ps="3">
                  <Text fontWeight="semibold">
                    <Trans>Logo</Trans>
                  </Text>
                  <Text>{problem}</Text>
                </Box>
              ))}
            </Stack>
          ) : null}
        </Box>
      ) : null}

      {check?.ok ? (
        <Box as="section" aria-labelledby={ids.pages}>
          <Heading as="h2" size="lg" id={ids.pages} mb="3">
            <Trans>{check.document.name} on the key pages</Trans>
          </Heading>
          <HStack role="group" aria-label={t`Page shown`} gap="2" wrap="wrap" mb="4">
            {(
              [
                ['home', t`Home`],
                ['table', t`Table`],
                ['form', t`Form`],
                ['wizard', t`Wizard step`],
                ['dialog', t`Dialog`],
              ] as const
            ).map(([value, label]) => (
              <Button
                key={value}
                size="sm"
                variant={page === value ? 'solid' : 'outline'}
                aria-pressed={page === value}
                onClick={() => setPage(value)}
              >
                {label}
              </Button>
            ))}
          </HStack>
          <Flex gap="4" wrap="wrap" align="flex-start">
            {FRAMES.map((frame) => {
              const title =
                frame.scheme === 'light' ? t`Light, ${frame.width} px` : t`Dark, ${frame.width} px`;
              return (
                <PreviewFrame key={title} title={title} theme={check.document.theme} {...frame}>
                  <SamplePageView page={page} document={check.document} logos={logos} />
                </PreviewFrame>
              );
            })}
          </Flex>
        </Box>
      ) : null}
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
