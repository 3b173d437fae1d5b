export { greetingReplySchema } from './greeting.ts';
