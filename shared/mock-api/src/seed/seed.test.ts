import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, STUDENT_ACCOUNTS, demoAccountsTable, findAccountByEmail } from '../accounts';
import { PROVIDER_SLUGS, PROVIDERS } from '../providers';
import { buildMetadata } from './data';
import { POSITIVE_PAYMENT_TYPES } from '@portal/config';
import { DOCUMENTS, buildSeed, seededStudentOf } from './seed';

const NOW = new Date('2026-03-10T02:30:00Z');
const seed = buildSeed(NOW);

test('is deterministic: the same accounts give the same names, ids and amounts at any time', () => {
  expect(JSON.stringify(buildSeed(NOW))).toBe(JSON.stringify(seed));
  const later = buildSeed(new Date('2026-09-01T21:10:00Z'));
  const strip = (d: typeof seed) => ({
    students: d.students,
    courses: Object.values(d.enrolments).map((list) =>
      list.map((e) => [e.enrolmentCourseId, e.courseName, e.courseCode]),
    ),
    payments: Object.values(d.payments).map((p) =>
      p.invoices.map((i) => [i.InvoiceNumber, i.Total, i.AmountPaid, i.AmountDue, i.Payments]),
    ),
    files: Object.values(d.files).map((list) => list.map((f) => [f.id, f.size]).sort()),
  });
  expect(strip(later)).toEqual(strip(seed));
});

test('every provider has a student with several enrolments and one with a single enrolment', () => {
  for (const slug of PROVIDER_SLUGS) {
    const counts = STUDENT_ACCOUNTS.filter((a) => a.provider === slug).map(
      (a) => seed.enrolments[a.studentUPId]?.length ?? 0,
    );
    expect([slug, counts.some((n) => n >= 2 && n <= 3)]).toEqual([slug, true]);
    expect([slug, counts.includes(1)]).toEqual([slug, true]);
  }
});

test('has the special cases the portal pages need', () => {
  const invoiceCount = (email: string) =>
    seed.payments[findAccountByEmail(email)?.studentUPId ?? '']?.invoices.length;
  const manyInvoices = new Set(
    STUDENT_ACCOUNTS.filter((a) => (seed.payments[a.studentUPId]?.invoices.length ?? 0) > 8).map(
      (a) => a.provider,
    ),
  );
  expect(manyInvoices.size).toBeGreaterThanOrEqual(2);
  expect(invoiceCount('liam.oconnor@up-online.demo')).toBeUndefined();
  expect(invoiceCount('isla.brown@yoobee.demo')).toBeUndefined();
  const noProfile = DEMO_ACCOUNTS.filter((a) => a.studentUPId === null);
  expect(new Set(noProfile.map((a) => a.group))).toEqual(new Set(['cognito', 'aad']));
  for (const account of noProfile) expect(seededStudentOf(seed, account.email)).toBeUndefined();
  const recent = Object.values(seed.files)
    .flat()
    .filter((f) => NOW.getTime() - Date.parse(f.modified) < 24 * 3600 * 1000);
  expect(recent.length).toBeGreaterThan(0);
});

test('every demo account belongs to its provider group and has a unique email and id', () => {
  expect(new Set(DEMO_ACCOUNTS.map((a) => a.email)).size).toBe(DEMO_ACCOUNTS.length);
  expect(new Set(DEMO_ACCOUNTS.map((a) => a.id)).size).toBe(DEMO_ACCOUNTS.length);
  for (const account of DEMO_ACCOUNTS) {
    expect(account.group).toBe(PROVIDERS[account.provider]!.group);
    expect(account.email.endsWith(`@${account.provider}.demo`)).toBe(true);
  }
  expect(findAccountByEmail('ava.ngata@up-online.demo')?.provider).toBe('up-online');
  const table = demoAccountsTable();
  expect(table.split('\n')).toHaveLength(DEMO_ACCOUNTS.length + 2);
  expect(table).toContain('Portal-demo-2026');
});

test('invoices add up, reference their payments, and use several payment types', () => {
  const types = new Set<string>();
  for (const record of Object.values(seed.payments)) {
    const byId = new Map(record.payments.map((p) => [p.PaymentID, p]));
    for (const invoice of record.invoices) {
      const cents = (n: number) => Math.round(n * 100);
      expect(cents(invoice.AmountPaid) + cents(invoice.AmountCredited) + cents(invoice.AmountDue)).toBe(
        cents(invoice.Total),
      );
      expect(invoice.Payments.length).toBeGreaterThan(0);
      const paid = invoice.Payments.map((ref) => byId.get(ref.PaymentID));
      expect(paid.every(Boolean)).toBe(true);
      const sum = paid.reduce((s, p) => s + cents(p?.Amount ?? 0), 0);
      expect(sum).toBe(cents(invoice.AmountPaid) + cents(invoice.AmountCredited));
    }
    for (const payment of record.payments) {
      types.add(payment.PaymentType);
      expect(Date.parse(payment.Date)).toBeLessThanOrEqual(NOW.getTime());
      expect(Date.parse(payment.Date)).toBeGreaterThan(NOW.getTime() - 2 * 366 * 24 * 3600 * 1000);
    }
  }
  expect(types.size).toBeGreaterThanOrEqual(5);
  expect([...types].some((t) => !POSITIVE_PAYMENT_TYPES.includes(t as never))).toBe(true);
});

test('courses are real-sounding per provider', () => {
  const courseNames = (slug: string) =>
    STUDENT_ACCOUNTS.filter((a) => a.provider === slug).flatMap((a) =>
      (seed.enrolments[a.studentUPId] ?? []).map((e) => e.courseName),
    );
  expect(courseNames('yoobee')).toContain('Diploma in Software Engineering (Level 6)');
  expect(courseNames('nzma')).toContain('New Zealand Certificate in Cookery (Level 4)');
  expect(courseNames('ichm')).toContain('Bachelor of Business (International Hotel Management)');
});

test('profiles point at metadata countries and states', () => {
  const { countries, states } = buildMetadata();
  for (const student of seed.students) {
    expect(countries.find((c) => c.id === student.countryId)?.label).toBe(student.country);
    expect(states.find((s) => s.id === student.stateId)?.label).toBe(student.state);
    expect(student.mobilePhone || student.homePhone).toBeTruthy();
  }
});

test('the sample documents are well-formed PDFs (xref offsets point at the objects) and a PNG, of the listed sizes', () => {
  for (const [name, size] of Object.entries(DOCUMENTS)) {
    const bytes = readFileSync(join(__dirname, 'documents', name));
    expect([name, bytes.length]).toEqual([name, size]);
    if (name.endsWith('.png')) {
      expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      continue;
    }
    const pdf = bytes.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(pdf.startsWith(`${i + 1} 0 obj\n`, offset)).toBe(true));
  }
});
