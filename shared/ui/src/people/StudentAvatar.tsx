import { useEffect, useState } from 'react';
import { Box, Image } from '@portal/ui/core';

/** A blob's object URL for as long as the component shows it (revoked when the blob changes or it unmounts). */
export function useObjectUrl(blob: Blob | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return undefined;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/** Up to two initials: the first letters of the first and last words of `name`. */
export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
};

export interface StudentAvatarProps {
  /** The student's name: its initials show when there is no image. */
  name: string;
  /** The student image (the image call's blob); null or undefined shows the initials. */
  image?: Blob | null;
  /** Width and height, a size token or a length (8 = 2rem by default). */
  size?: number | string | Record<string, number | string>;
  /** Size of the initials ('sm' by default). */
  fontSize?: string | Record<string, string>;
  /** What a screen reader hears for the picture; without it the avatar is decorative (hidden from them). */
  label?: string;
}

/**
 * The student's picture in a circle, or the initials of the name when there is none (or it cannot be read):
 * the same avatar in the top bar and on the profile, so a new photo shows in both at once.
 */
export function StudentAvatar({ name, image, size = 8, fontSize = 'sm', label }: StudentAvatarProps) {
  const url = useObjectUrl(image);
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [url]);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <Box
      {...a11y}
      w={size}
      h={size}
      flexShrink={0}
      rounded="full"
      overflow="hidden"
      bg="brand.solid"
      color="brand.contrast"
      display="grid"
      placeItems="center"
      fontWeight="bold"
      fontSize={fontSize}
      // The initials are drawn with CSS content, so a name beside the avatar is read once.
      data-initials={initialsOf(name)}
      _before={url && !broken ? undefined : { content: 'attr(data-initials)' }}
    >
      {url && !broken ? (
        <Image src={url} alt="" w="full" h="full" objectFit="cover" onError={() => setBroken(true)} />
      ) : null}
    </Box>
  );
}
