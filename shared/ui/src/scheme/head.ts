// The head script: a classic, blocking script in <head> of the shell's page (its own webpack entry, a hashed
// file allowed by the CSP's script-src 'self'; no inline script). It puts the stored or the device's scheme in
// force before the first paint, so a dark page never flashes light, and keeps it there for every visitor,
// signed in or not: a device change applies at once while the choice is 'system', and a choice made in another
// tab applies here too. Nothing else may be imported here: it runs before every other script and must stay a
// few hundred bytes.
import { followColorScheme } from './colorScheme';

followColorScheme();
