// The offline screen's chunk, fetched ahead while the network is there (before the service worker
// controls the page, going offline would otherwise leave it unloadable).
export const loadOfflineScreen = () => import('./offline-screen');
