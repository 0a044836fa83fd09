// The harness: its entry starts once the shared singletons (react, @portal/*) are negotiated (the build's
// experiments.asyncStartup), so it imports its bootstrap directly.
import './bootstrap';
