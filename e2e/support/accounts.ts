/** Demo accounts seeded by shared/dev-api (see its start-up table). */
export const ACCOUNTS = {
  /** up-online (user pool): 3 enrolments, 4 invoices. */
  ava: { email: 'ava.ngata@up-online.demo', name: 'Ava', provider: 'up-online' },
  /** up-online: payments response 404. */
  liam: { email: 'liam.oconnor@up-online.demo', name: 'Liam', provider: 'up-online' },
  /** up-online: signed in, but no student profile. */
  jordan: { email: 'jordan.reid@up-online.demo', name: 'Jordan', provider: 'up-online' },
  /** ichm (user pool): 11 invoices, so payments page 8 + load more. */
  mei: { email: 'mei.chen@ichm.demo', name: 'Mei', provider: 'ichm' },
  /** yoobee (directory): 3 enrolments, 6 invoices. */
  hemi: { email: 'hemi.walker@yoobee.demo', name: 'Hemi', provider: 'yoobee' },
  /** yoobee (directory): signed in, no student profile. */
  kiri: { email: 'kiri.tane@yoobee.demo', name: 'Kiri', provider: 'yoobee' },
  /** up-online: the academic showcase (every subject, grade and attempt status; 10 files). */
  ruby: { email: 'ruby.clarke@up-online.demo', name: 'Ruby', provider: 'up-online', upId: '1100935' },
  /** soe (user pool): 3 enrolments (blocks), 5 invoices. */
  charlotte: { email: 'charlotte.evans@soe.demo', name: 'Charlotte', provider: 'soe' },
  /** soe: the academic showcase in the nested grades view. */
  zoe: { email: 'zoe.mitchell@soe.demo', name: 'Zoe', provider: 'soe' },
  /** yoobee (directory): the showcase; the first enrolment has no course code (/lms error). */
  tama: { email: 'tama.hohaia@yoobee.demo', name: 'Tama', provider: 'yoobee' },
} as const;
