// Async boundary: shared singletons (react, the store, ...) are negotiated before the app code runs.
void import('./bootstrap');
