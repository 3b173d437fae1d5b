export type { HostState } from './kernelState.ts';
