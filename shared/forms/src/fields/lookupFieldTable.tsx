import type { ComponentType } from 'react';
import type { MetadataListKey } from '@portal/api';
import { applySupportNeedsRule } from '../logic';
import {
  LookupAutocompleteField,
  LookupMultiSelectField,
  LookupSelectField,
  type LookupAutocompleteFieldProps,
  type LookupMultiSelectFieldProps,
  type LookupProps,
  type LookupSelectFieldProps,
} from './LookupFields';

/** Props of a named picker: its list is fixed; `filter` may still narrow it. */
export type LookupSelectProps = Omit<LookupSelectFieldProps, 'list'>;
export type LookupAutocompleteProps = Omit<LookupAutocompleteFieldProps, 'list'>;
export type LookupMultiSelectProps = Omit<LookupMultiSelectFieldProps, 'list'>;

/** A picker bound to one metadata list. */
function bound<P extends object>(Picker: ComponentType<P & LookupProps>, list: MetadataListKey) {
  function LookupField(props: P) {
    return <Picker {...props} list={list} />;
  }
  return LookupField;
}
const select = (list: MetadataListKey) => bound<LookupSelectProps>(LookupSelectField, list);
const autocomplete = (list: MetadataListKey) => bound<LookupAutocompleteProps>(LookupAutocompleteField, list);
const multiSelect = (list: MetadataListKey) => bound<LookupMultiSelectProps>(LookupMultiSelectField, list);

// The pickers fed by reference data, one per metadata list: short lists as selects, long ones as
// autocompletes, lists where several answers apply as multi-selects.
export const AboriginalTSIOriginField = select('aboriginalTSIOrigins');
export const CitizenshipStatusField = select('citizenshipStatuses');
export const CurrentEmploymentStatusField = select('currentEmploymentStatuses');
export const ActivityField = select('activities');
export const CountryField = autocomplete('countries');
export const EthnicityField = multiSelect('ethnicities');
export const GenderField = select('genders');
export const IwiField = autocomplete('iwis');
export const OccupationField = autocomplete('occupations');
export const QualificationField = autocomplete('qualifications');
export const SchoolField = autocomplete('schools');
export const StudyModeField = select('studyModes');
export const PaymentMethodField = select('paymentMethods');
export const PaymentFrequencyField = select('paymentFrequencies');
export const PaymentProviderField = select('paymentProvider');
export const LanguageField = autocomplete('languages');
export const RelationshipField = select('relationships');
export const StudyReasonField = select('studyReasons');
export const SpokenEnglishLevelField = select('spokenEnglishLevels');
export const PriorEducationalAchievementField = multiSelect('priorEducationalAchievementIdentifiers');
export const FeesAssistanceStatusField = select('feesAssistanceStatuses');
export const DisabilityStatusField = select('disabilityStatusSDRId');
export const DisabilityTypesField = multiSelect('disabilityTypes');

/** The disability support needs: 'No, I do not need support at this time.' excludes the others
 * (choosing it clears them; choosing another removes it). */
export function SupportNeedsField(props: Omit<LookupMultiSelectProps, 'applyRule'>) {
  return (
    <LookupMultiSelectField {...props} list="disabilitySupportNeeds" applyRule={applySupportNeedsRule} />
  );
}
