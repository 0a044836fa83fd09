import { idToLabel, labelToId } from './lookup';

const genders = [
  { id: 1, label: 'Female' },
  { id: 2, label: 'Male' },
  { id: 3, label: 'Another gender' },
];

describe('idToLabel', () => {
  it('finds the label of an id, given as number or text', () => {
    expect(idToLabel(genders, 2)).toBe('Male');
    expect(idToLabel(genders, '3')).toBe('Another gender');
  });

  it('throws for an unknown id, listing the ids', () => {
    expect(() => idToLabel(genders, 9)).toThrow(new Error('Unexpected id value 9, not in 1, 2, 3'));
  });

  it('throws without a list', () => {
    expect(() => idToLabel(undefined, 2)).toThrow(new Error('No lookup table to map 2'));
  });
});

describe('labelToId', () => {
  it('finds the id of a label', () => {
    expect(labelToId(genders, 'Female')).toBe(1);
  });

  it('throws for an unknown label, listing the labels', () => {
    expect(() => labelToId(genders, 'female')).toThrow(
      new Error('Unexpected label value female, not in Female, Male, Another gender'),
    );
  });

  it('throws without a list', () => {
    expect(() => labelToId(undefined, 'Female')).toThrow(new Error('No lookup table to map Female'));
  });
});
