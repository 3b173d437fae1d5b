import { importShared } from '@host/sdk';
import { boot } from './boot.tsx';

const container = document.getElementById('root');
if (container) void boot(container);

// The installable-app mode and the app version do their work after the load event, so their module is fetched then.
const startAppServices = () => void importShared('@host/app-services').catch((error: unknown) => console.warn('[host] app services', error));
if (document.readyState === 'complete') startAppServices();
else addEventListener('load', startAppServices, { once: true });
