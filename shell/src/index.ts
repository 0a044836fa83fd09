// No async boundary: the shell is an ordinary build, so the first page is one script. The federation
// runtime comes with the first remote page (federation/runtime.ts) and shares the shell's modules then.
import './bootstrap';
