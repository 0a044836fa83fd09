import { applySupportNeedsRule, NO_SUPPORT_NEEDED } from './supportNeeds';

describe('applySupportNeedsRule', () => {
  const ramps = 'Wheelchair access';
  const notes = 'Note taker';

  it('has the exclusive option of the spec', () => {
    expect(NO_SUPPORT_NEEDED).toBe('No, I do not need support at this time.');
  });

  it('clears the others when the exclusive option is chosen', () => {
    expect(applySupportNeedsRule([ramps, notes], [ramps, notes, NO_SUPPORT_NEEDED])).toEqual([
      NO_SUPPORT_NEEDED,
    ]);
  });

  it('removes the exclusive option when another is chosen', () => {
    expect(applySupportNeedsRule([NO_SUPPORT_NEEDED], [NO_SUPPORT_NEEDED, ramps])).toEqual([ramps]);
  });

  it('leaves other changes alone', () => {
    expect(applySupportNeedsRule([ramps], [ramps, notes])).toEqual([ramps, notes]);
    expect(applySupportNeedsRule([NO_SUPPORT_NEEDED], [NO_SUPPORT_NEEDED])).toEqual([NO_SUPPORT_NEEDED]);
    expect(applySupportNeedsRule([NO_SUPPORT_NEEDED], [])).toEqual([]);
  });

  it('works on ids when told the exclusive id', () => {
    expect(applySupportNeedsRule(['3'], ['3', '9'], '9')).toEqual(['9']);
  });
});
