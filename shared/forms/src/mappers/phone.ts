import type { PhoneType } from '../validation/phone';

/** A phone as the form holds it. */
export interface PhoneForm {
  phone?: string;
  phoneType?: PhoneType;
}

/** A phone as the server holds it: in the field of its type. */
export interface PhoneServer {
  mobilePhone?: string | null;
  homePhone?: string | null;
}

/** Form -> server: the number goes to mobilePhone or homePhone by its type; no number or no type
 * gives {} (the phone type rule stops a number without a type before this runs). */
export function phoneToServer(form: PhoneForm): PhoneServer {
  if (!form.phone?.trim() || !form.phoneType) return {};
  return form.phoneType === 'mobile' ? { mobilePhone: form.phone } : { homePhone: form.phone };
}

/** Server -> form: the mobile number when there is one, else the home number, with its type; {} when
 * neither is set. */
export function phoneFromServer(server: PhoneServer): PhoneForm {
  if (server.mobilePhone) return { phone: server.mobilePhone, phoneType: 'mobile' };
  if (server.homePhone) return { phone: server.homePhone, phoneType: 'home' };
  return {};
}
