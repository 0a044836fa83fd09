// Barrel of src/fields (see index.ts): the react-final-form fields, each with its rules.
export type { BaseFieldProps, FieldOption } from './fields/types';
export { TextField, type TextFieldProps, type TextFieldType } from './fields/TextField';
export { TextareaField, type TextareaFieldProps } from './fields/TextareaField';
export { DateField, type DateFieldProps } from './fields/DateField';
export { IrdField, type IrdFieldProps } from './fields/IrdField';
export { StudentIdentifierField, type StudentIdentifierFieldProps } from './fields/StudentIdentifierField';
export { TenCharacterCodeField, type TenCharacterCodeFieldProps } from './fields/TenCharacterCodeField';
export { CheckboxField, type CheckboxFieldProps } from './fields/CheckboxField';
export { RadioGroupField, type RadioGroupFieldProps } from './fields/RadioGroupField';
export { ToggleGroupField, toggleColumns, type ToggleGroupFieldProps } from './fields/ToggleGroupField';
export { SelectField, type SelectFieldProps } from './fields/SelectField';
export { AutocompleteField, type AutocompleteFieldProps } from './fields/AutocompleteField';
export { MultiSelectField, type MultiSelectFieldProps } from './fields/MultiSelectField';
export { FileUploadField, type FileUploadFieldProps } from './fields/FileUploadField';
export {
  FileUpload,
  type FileUploadProps,
  type FileUploadItem,
  type FileUploadStatus,
} from './fields/FileUpload';
export { YearPickerField, type YearPickerFieldProps } from './fields/YearPickerField';
export { PhoneField, type PhoneFieldProps } from './fields/PhoneField';
export { PasswordField, type PasswordFieldProps } from './fields/PasswordField';
export { usePhoneCheck, type PhoneCheckState } from './fields/usePhoneCheck';
export {
  LookupSelectField,
  LookupAutocompleteField,
  LookupMultiSelectField,
  type LookupProps,
  type LookupSelectFieldProps,
  type LookupAutocompleteFieldProps,
  type LookupMultiSelectFieldProps,
} from './fields/LookupFields';
export { useLookupOptions, type LookupFilter, type LookupOptions } from './fields/useLookupOptions';
export {
  AboriginalTSIOriginField,
  CitizenshipStatusField,
  CurrentEmploymentStatusField,
  ActivityField,
  CountryField,
  EthnicityField,
  GenderField,
  IwiField,
  OccupationField,
  QualificationField,
  SchoolField,
  StudyModeField,
  PaymentMethodField,
  PaymentFrequencyField,
  PaymentProviderField,
  LanguageField,
  RelationshipField,
  StudyReasonField,
  SpokenEnglishLevelField,
  PriorEducationalAchievementField,
  FeesAssistanceStatusField,
  DisabilityStatusField,
  DisabilityTypesField,
  SupportNeedsField,
  type LookupSelectProps,
  type LookupAutocompleteProps,
  type LookupMultiSelectProps,
} from './fields/lookupFieldTable';
export { DependentLookupField, type DependentLookupFieldProps } from './fields/DependentLookupField';
export { StateField, type StateFieldProps } from './fields/StateField';
export { IndustryFields, type IndustryFieldsProps } from './fields/IndustryFields';
export { DisabilityFields, type DisabilityFieldsProps } from './fields/DisabilityFields';
