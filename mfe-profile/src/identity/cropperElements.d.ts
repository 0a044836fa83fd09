// The cropperjs v2 custom elements the avatar editor renders (JSX), with the attributes it sets.
import type { DetailedHTMLProps, HTMLAttributes, Ref } from 'react';

type CropperProps<E = HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E> & {
  ref?: Ref<E>;
  [attribute: `${string}-${string}`]: string | number | boolean | undefined;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'cropper-canvas': CropperProps & { background?: boolean; disabled?: boolean };
      'cropper-image': CropperProps & {
        src?: string;
        alt?: string;
        translatable?: boolean;
        scalable?: boolean;
      };
      'cropper-selection': CropperProps & { movable?: boolean; resizable?: boolean; zoomable?: boolean };
      'cropper-handle': CropperProps & { action?: string; plain?: boolean };
    }
  }
}
