import { boot } from './boot.tsx';

const container = document.getElementById('root');
if (container) void boot(container);
