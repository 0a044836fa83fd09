// How a RecordTable's rows read below its breakpoint (a phone), where they stop being a table: each row a card
// apart or, in a frame, rows divided by lines; within a row, each value on a line of its own after its column's
// name, or the values placed in a small grid. From the breakpoint up, a plain table.

/** The breakpoint from which the rows are a table; below it each row stacks. */
export type StackBreakpoint = 'sm' | 'md';

/** A stacked row's cells as a grid: rows of column keys, e.g. [['date', 'amount'], ['type', 'account']]. */
export type StackedGrid = readonly (readonly string[])[];

/** One value below the breakpoint and another from it up. */
export const split = <B, F>(at: StackBreakpoint, below: B, from: F) =>
  at === 'sm' ? { base: below, sm: from } : { base: below, md: from };

/** Visually hidden, still read by screen readers. */
export const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/** Visually hidden below the breakpoint only (a header without a control on a phone), `width` from it up. */
export const srOnlyBelow = (at: StackBreakpoint, width = 'auto') => ({
  position: split(at, 'absolute', 'static'),
  width: split(at, '1px', width),
  height: split(at, '1px', 'auto'),
  overflow: split(at, 'hidden', 'visible'),
  clipPath: split(at, 'inset(50%)', 'none'),
  whiteSpace: split(at, 'nowrap', 'normal'),
});

/**
 * A body row: a card of its own (border, rounded corners, a gap below) or, in a frame, a row with a line under
 * it (not under the last one, which the frame closes). With a grid, its cells take their places in it: the
 * first grid column takes the room, the others fit their content.
 */
export function rowStyle(at: StackBreakpoint, framed: boolean, grid: StackedGrid | undefined) {
  const width = Math.max(1, ...(grid ?? []).map((keys) => keys.length));
  return {
    display: split(at, grid ? 'grid' : 'block', 'table-row'),
    ...(grid && {
      gridTemplateColumns: ['1fr', ...Array<string>(width - 1).fill('auto')].join(' '),
      gridTemplateAreas: grid.map((keys) => `"${keys.join(' ')}"`).join(' '),
      columnGap: '3',
    }),
    ...(framed
      ? {
          borderBottomWidth: split(at, '1px', 0),
          _last: { borderBottomWidth: 0, '& > td': { borderBottomWidth: 0 } },
        }
      : { borderWidth: split(at, '1px', 0), rounded: split(at, 'l2', 'none'), mb: split(at, 3, 0) }),
    borderColor: 'border',
    px: split(at, 3, 0),
    py: split(at, 2, 0),
    bg: 'bg.panel',
  };
}

export interface StackedCell {
  key: string;
  /** The first column's cell: the card's title (without a grid). */
  first: boolean;
  /** Its column's name stands before the value when stacked. */
  labelled: boolean;
  align: 'start' | 'end' | undefined;
}

/**
 * A body cell. Without a grid: the first a title line, each other value on a line of its own, its column's name
 * at the start and the value at the end. In a grid: in the area of its column's key, its column's name (if
 * labelled) just before the value, at the end when it stands in a later grid column.
 */
export function cellStyle(at: StackBreakpoint, grid: StackedGrid | undefined, cell: StackedCell) {
  const { key, first, labelled, align } = cell;
  const wide = align === 'end' ? 'end' : 'start';
  const shared = {
    px: split(at, 0, 3),
    overflowWrap: 'anywhere',
    borderBottomWidth: split(at, 0, '1px'),
  } as const;
  if (grid) {
    const later = grid.some((keys) => keys.indexOf(key) > 0);
    return {
      ...shared,
      display: split(at, 'block', 'table-cell'),
      gridArea: key,
      py: split(at, 0, 2),
      textAlign: split(at, later ? 'end' : 'start', wide),
      _before: labelled
        ? { content: split(at, 'attr(data-label) " "', 'none'), color: 'fg.muted' }
        : undefined,
    };
  }
  return {
    ...shared,
    display: split(at, first ? 'block' : 'flex', 'table-cell'),
    justifyContent: labelled || first ? 'space-between' : 'flex-end',
    alignItems: 'baseline',
    gap: '3',
    py: split(at, first ? 1 : labelled ? 0.5 : 2, 2),
    textAlign: split(at, first ? 'start' : 'end', wide),
    fontWeight: split(at, first ? 'semibold' : 'normal', 'normal'),
    _before: labelled
      ? {
          content: split(at, 'attr(data-label)', 'none'),
          color: 'fg.muted',
          fontSize: 'sm',
          textAlign: 'start',
          flexShrink: 0,
        }
      : undefined,
  };
}
