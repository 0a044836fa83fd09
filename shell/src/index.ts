// No async boundary: the shell's first-render singletons are eager (in this entry), so the first page is
// one script; remotes and the form library still negotiate their shared modules at run time.
import './bootstrap';
