// The head script: a classic, blocking script in <head> of the shell's page (its own webpack entry, a hashed
// file allowed by the CSP's script-src 'self'; no inline script). It puts the stored or the device's scheme in
// force before the first paint, so a dark page never flashes light. Nothing else may be imported here: it
// runs before every other script and must stay a few hundred bytes.
import { applyScheme, readChoice, schemeOf } from './colorScheme';

applyScheme(schemeOf(readChoice()));
