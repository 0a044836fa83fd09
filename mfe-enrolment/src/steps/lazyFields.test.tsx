import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { CTX } from '../testing/testSupport';
import { canPreload, lazyFields } from './lazyFields';

const Fields = () => <p>the fields</p>;

it('loads once: preload, then the render uses the same load', async () => {
  const load = jest.fn(() => Promise.resolve({ default: Fields }));
  const lazyOne = lazyFields(load);
  expect(canPreload(lazyOne)).toBe(true);
  expect(canPreload(Fields)).toBe(false);
  await lazyOne.preload();
  await lazyOne.preload();
  const LazyOne = lazyOne;
  render(
    <Suspense fallback={<p>loading</p>}>
      <LazyOne ctx={CTX} />
    </Suspense>,
  );
  expect(await screen.findByText('the fields')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('a failed load (offline) is tried again by the next call', async () => {
  const load = jest
    .fn<Promise<{ default: typeof Fields }>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValue({ default: Fields });
  const lazyOne = lazyFields(load);
  await expect(lazyOne.preload()).rejects.toThrow('ChunkLoadError');
  await expect(lazyOne.preload()).resolves.toEqual({ default: Fields });
  expect(load).toHaveBeenCalledTimes(2);
});
