import type { ReactNode, Ref } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@portal/ui/core';

export interface LoadMoreButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  /** Shows one more page (load more adds one page per use). */
  onClick: () => void;
  /** The label; "Load more" by default. */
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The load-more control under a paged list. */
export function LoadMoreButton({ onClick, children, ...rest }: LoadMoreButtonProps) {
  return (
    <Button type="button" variant="outline" size="md" onClick={() => onClick()} {...rest}>
      {children ?? <Trans>Load more</Trans>}
    </Button>
  );
}
