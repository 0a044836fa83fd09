/** The top bar's buttons (the user menu, the burger, the way back to learning) in the header's own colours: the
 * text in `header.fg` and, hovered or with its menu open, a wash of that colour over `header.bg`. Chakra's ghost
 * and outline buttons tint with the brand's light `subtle` instead, under which the header's light text of a
 * dark header fails 4.5:1. */
export const HEADER_BUTTON = {
  color: 'header.fg',
  _hover: { bg: 'header.fg/12' },
  _expanded: { bg: 'header.fg/12' },
} as const;
