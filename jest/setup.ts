import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { PROVIDERS } from '../shared/config/src/providers/all';
import { provideProviders } from '../shared/config/src/registry';
import { provideThemes } from '../shared/ui/src/theme/providerThemes';
import { THEMES } from '../shared/ui/src/theme/providerThemes/all';
import '../shared/testing/src/jsdomGaps';

// findBy* and waitFor wait up to 4 s (1 s by default): under a loaded CI machine a list or a lazily loaded part
// can take longer than a second to show, and a test should fail on what it checks, not on the machine's speed.
if (typeof window !== 'undefined') configure({ asyncUtilTimeout: 4000 });

// Every provider's settings and theme, there before the tests as the shell loads its provider's before its first
// render (in the portal each provider's are a chunk of their own).
provideProviders(PROVIDERS);
provideThemes(THEMES);
