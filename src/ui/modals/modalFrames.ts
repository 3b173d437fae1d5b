/**
 * `@host/modal-frames`: the frames of open modals, a host module of their own, fetched when the first modal opens
 * (most visits open none); the kernel's ModalHost decides which are open and hands them over as props.
 */
export { ModalFrames } from './ModalFrames.tsx';
