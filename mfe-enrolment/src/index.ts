// Async boundary: the shared singletons (react, @portal/*) are negotiated before the harness starts.
import('./bootstrap');
