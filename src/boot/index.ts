import { boot } from './boot.tsx';
import { startAppServices } from './startAppServices.ts';

const container = document.getElementById('root');
if (container) void boot(container);

// The installable-app mode and the app version do their work after the load event (see startAppServices).
const afterLoad = () => void startAppServices();
if (document.readyState === 'complete') afterLoad();
else addEventListener('load', afterLoad, { once: true });
