// Barrel of src/components (see index.ts): the form components that are not single fields: composite
// fields (course picker, address), display (section heading, amounts, error details), a form flow's
// notification bar (GlobalProvider), sending a form once (useSendForm, SendStatusBar) and keeping what was typed
// on the device until it is sent (useFormDraft, KeptDraftNote).
export { SectionHeading, type SectionHeadingProps } from './components/SectionHeading';
export { CurrencyDisplay, type CurrencyDisplayProps } from './components/CurrencyDisplay';
export {
  ErrorDetailsPanel,
  type ErrorDetailsPanelProps,
  type SubmitErrorDetails,
} from './components/ErrorDetailsPanel';
export {
  CoursePickerField,
  type CoursePickerFieldProps,
  type CourseChoice,
} from './components/CoursePickerField';
export { AddressSearchField, type AddressSearchFieldProps } from './components/address/AddressSearchField';
export { ADDRESS_DEBOUNCE_MS } from './components/address/useAddressSuggestions';
export { localAddressSource, addressSourceFor } from './components/address/addressSources';
export type {
  AddressSuggestion,
  AddressSuggestionSource,
  AddressBounds,
  AddressCountry,
} from './components/address/addressSuggestionSource';
export { mapsAddressSource, loadMapsScript, MAPS_SCRIPT_URL } from './components/address/mapsAddressSource';
export { AddressFields, type AddressFieldsProps } from './components/address/AddressFields';
export {
  GlobalProvider,
  useGlobal,
  GLOBAL_CONTEXT_ERROR,
  type GlobalContextValue,
  type Notification,
} from './components/GlobalProvider';
export {
  useSendForm,
  sendTransition,
  type SendForm,
  type SendStatus,
  type SendState,
  type SendEvent,
} from './components/useSendForm';
export { SendStatusBar, type SendStatusBarProps } from './components/SendStatusBar';
export { useFormDraft, changedFields, type FormDraft, type KeptFields } from './components/useFormDraft';
export { KeptDraftNote } from './components/KeptDraftNote';
