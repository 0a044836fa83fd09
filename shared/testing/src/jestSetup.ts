// Jest's set-up for a remote's tests (./jest/preset.cjs): what the portal's own set-up gives (jest/setup.ts at
// the workspace's root), through the packages' public entries: Testing Library's matchers and waiting time,
// what jsdom lacks (./jsdomGaps.ts), and every provider's settings and theme loaded before the tests.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { PROVIDER_SLUGS, loadProvider } from '@portal/config';
import { loadTheme } from '@portal/ui';
import './jsdomGaps';

// findBy* and waitFor wait up to 4 s (1 s by default): a loaded machine can take longer than a second.
configure({ asyncUtilTimeout: 4000 });

beforeAll(() => Promise.all(PROVIDER_SLUGS.flatMap((slug) => [loadProvider(slug), loadTheme(slug)])));
