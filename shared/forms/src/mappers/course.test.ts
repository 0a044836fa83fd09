import { activateLocale, loadCatalog } from '@portal/i18n';
import { courseDisplay, findCourseIntake } from './course';

beforeAll(() => {
  loadCatalog({});
  activateLocale('en');
});

const products = [
  {
    productId: 'P-100',
    productCRMId: 'crm-100',
    name: 'Diploma in Web Development',
    level: 5,
    duration: '1 year',
    intakeList: [
      { intakeCRMId: 'in-1', startDate: '2026-02-16' },
      { intakeCRMId: 'in-2', startDate: '2026-07-13' },
    ],
  },
  {
    productCRMId: 'crm-200',
    name: 'Certificate in Design',
    intakeList: [{ intakeCRMId: 'in-3', startDate: '2026-03-02' }],
  },
];

describe('courseDisplay', () => {
  it('shows name, level and duration', () => {
    expect(courseDisplay(products[0]!)).toEqual({
      title: 'Diploma in Web Development',
      level: 'Level 5',
      duration: '1 year',
      label: 'Diploma in Web Development · Level 5 · 1 year',
    });
  });

  it('falls back to the marketing name and keeps a worded level', () => {
    expect(courseDisplay({ marketingName: 'Web Dev Diploma', level: 'Postgraduate' })).toEqual({
      title: 'Web Dev Diploma',
      level: 'Postgraduate',
      duration: undefined,
      label: 'Web Dev Diploma · Postgraduate',
    });
  });
});

describe('findCourseIntake', () => {
  it('finds by productId or productCRMId', () => {
    expect(findCourseIntake(products, { productId: 'P-100', intakeCRMId: 'in-2' })).toEqual({
      course: products[0],
      intake: products[0]!.intakeList[1],
    });
    expect(findCourseIntake(products, { productCRMId: 'crm-200', intakeCRMId: 'in-3' }).course).toBe(
      products[1],
    );
  });

  it('needs one of the ids', () => {
    expect(() => findCourseIntake(products, { intakeCRMId: 'in-1' })).toThrow(
      new Error('Expected at least one of productId,productCRMId'),
    );
  });

  it('says when the course is gone', () => {
    expect(() => findCourseIntake(products, { productId: 'P-999', intakeCRMId: 'in-1' })).toThrow(
      new Error('Course now unavailable: P-999'),
    );
    expect(() => findCourseIntake(products, { productCRMId: 'crm-999', intakeCRMId: 'in-1' })).toThrow(
      new Error('Course now unavailable: crm-999'),
    );
  });

  it('says when the intake is gone', () => {
    expect(() => findCourseIntake(products, { productId: 'P-100', intakeCRMId: 'in-9' })).toThrow(
      new Error('Course intake is now unavailable: in-9'),
    );
  });
});
