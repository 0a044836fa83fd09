import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Box, Text, chakra, pageNonce } from '@portal/ui';
import { LookInFrame } from '@portal/ui/lookInFrame';
import type { ProviderTheme } from '@portal/config';

export interface PreviewFrameProps {
  /** The frame's name for screen readers and under it, e.g. "Dark, 360 px". */
  title: string;
  theme: ProviderTheme;
  scheme: 'light' | 'dark';
  /** The width the page is laid out at (its media queries see it), and its height. */
  width: number;
  height: number;
  /** Drawn at this share of its size (1: as it is). */
  scale: number;
  children: ReactNode;
}

/**
 * One frame of the preview: an <iframe> without an address whose document this page fills (no HTML is written
 * into it: React renders into its body, and the look's styles go to its head with the page's nonce). The frame's
 * width is the viewport its media queries see; the class `dark` on its <html> is its scheme.
 */
export function PreviewFrame({ title, theme, scheme, width, height, scale, children }: PreviewFrameProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [frameDocument, setFrameDocument] = useState<Document | null>(null);

  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    const take = () => {
      const doc = frame.contentDocument;
      if (!doc) return;
      doc.documentElement.lang = document.documentElement.lang || 'en';
      doc.title = title;
      setFrameDocument(doc);
    };
    take();
    // A browser may replace the first empty document once the frame has loaded.
    frame.addEventListener('load', take);
    return () => frame.removeEventListener('load', take);
  }, [title]);

  useEffect(() => {
    frameDocument?.documentElement.classList.toggle('dark', scheme === 'dark');
  }, [frameDocument, scheme]);

  return (
    <Box as="figure" m="0" flexShrink={0}>
      <Box
        w={`${width * scale}px`}
        h={`${height * scale}px`}
        overflow="hidden"
        borderWidth="1px"
        borderColor="border"
        rounded="md"
      >
        <chakra.iframe
          ref={ref}
          title={title}
          w={`${width}px`}
          h={`${height}px`}
          transform={scale === 1 ? undefined : `scale(${scale})`}
          transformOrigin="top left"
          display="block"
          border="0"
        />
      </Box>
      <Text as="figcaption" fontSize="sm" color="fg.muted" mt="1">
        {title}
      </Text>
      {frameDocument
        ? createPortal(
            <LookInFrame theme={theme} frameDocument={frameDocument} nonce={pageNonce()}>
              {children}
            </LookInFrame>,
            frameDocument.body,
          )
        : null}
    </Box>
  );
}
