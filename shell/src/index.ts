// Async boundary: lets the federation runtime negotiate shared singletons before the app starts.
import('./bootstrap');
