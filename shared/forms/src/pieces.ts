// Barrel of src/pieces (see index.ts): the form pieces that are not plain fields.
export { SectionHeading, type SectionHeadingProps } from './pieces/SectionHeading';
export { CurrencyDisplay, type CurrencyDisplayProps } from './pieces/CurrencyDisplay';
export {
  ErrorDetailsPanel,
  type ErrorDetailsPanelProps,
  type SubmitErrorDetails,
} from './pieces/ErrorDetailsPanel';
export {
  CoursePickerField,
  type CoursePickerFieldProps,
  type CourseChoice,
} from './pieces/CoursePickerField';
export { AddressSearchField, type AddressSearchFieldProps } from './pieces/address/AddressSearchField';
export { ADDRESS_DEBOUNCE_MS } from './pieces/address/useAddressSuggestions';
export {
  localAddressSource,
  addressSourceFor,
  type AddressSuggestion,
  type AddressSuggestionSource,
  type AddressBounds,
  type AddressCountry,
} from './pieces/address/addressSources';
export { mapsAddressSource, loadMapsScript, MAPS_SCRIPT_URL } from './pieces/address/mapsAddressSource';
export { AddressFields, type AddressFieldsProps } from './pieces/address/AddressFields';
export {
  GlobalProvider,
  useGlobal,
  GLOBAL_CONTEXT_ERROR,
  type GlobalContextValue,
  type Notification,
} from './pieces/GlobalProvider';
export {
  useSendForm,
  sendTransition,
  type SendForm,
  type SendStatus,
  type SendState,
  type SendEvent,
} from './pieces/useSendForm';
export { SendStatusBar, type SendStatusBarProps } from './pieces/SendStatusBar';
