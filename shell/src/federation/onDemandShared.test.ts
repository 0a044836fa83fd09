// The form singletons a remote page takes from the shell are asked for with the page, and so are the form parts
// of @portal/ui that @portal/forms asks for as soon as it runs: all at once, not one after the other.
import { preloadFormParts } from '@portal/ui';
import { preloadShared } from './onDemandShared';

jest.mock('@portal/ui', () => ({
  ...jest.requireActual('@portal/ui'),
  preloadFormParts: jest.fn(() => Promise.resolve({})),
}));

it("asks for @portal/ui's form parts beside @portal/forms, not after it has run", () => {
  preloadShared(['react', 'swr']);
  expect(preloadFormParts).not.toHaveBeenCalled();
  preloadShared(['@portal/forms', 'react-final-form']);
  expect(preloadFormParts).toHaveBeenCalledTimes(1);
});
