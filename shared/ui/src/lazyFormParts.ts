import { lazyParts } from './lazyParts';

type FormParts = typeof import('./formParts');

// The form parts (./formParts.ts) in a chunk of their own. @portal/forms asks for it when it loads, and so does a
// page with a form part of its own (the shell's /dev/config, a remote's dev harness): see ./lazyParts.ts.
const form = lazyParts(() => import(/* webpackChunkName: "ui-form-parts" */ './formParts'));

/** Starts loading the form parts (once) and returns the promise (./lazyParts.ts). */
export const preloadFormParts: () => Promise<FormParts> = form.preload;

/** The form parts that are not components (the combobox's `createListCollection` and `useFilter`): a field
 * calling it suspends until the chunk has arrived, as a lazy part does. */
export function useFormParts(): Pick<FormParts, 'createListCollection' | 'useFilter'> {
  return form.useLoaded();
}

export const Checkbox: FormParts['Checkbox'] = form.namespace('Checkbox');
export const Collapsible: FormParts['Collapsible'] = form.namespace('Collapsible');
export const Combobox: FormParts['Combobox'] = form.namespace('Combobox');
export const Field: FormParts['Field'] = form.namespace('Field');
export const Input = form.part('Input');
export const InputGroup = form.part('InputGroup');
export const NativeSelect: FormParts['NativeSelect'] = form.namespace('NativeSelect');
export const RadioGroup: FormParts['RadioGroup'] = form.namespace('RadioGroup');
export const Textarea = form.part('Textarea');
