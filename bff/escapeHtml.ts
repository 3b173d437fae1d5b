export { escapeHtml } from '../src/ui/escapeHtml.ts';
