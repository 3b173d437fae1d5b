import { ANALYTICS_EVENT, OWN_ANALYTICS_EVENT } from '../analyticsConstants.ts';
import type { AnalyticsSlots } from '../../contract/index.ts';

/** Second document, section 9: the registration types. */
export const REGISTRATION_TYPES = ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'] as const;
/** Section 9: registration bonus choices (0 declines, 1 sports, 2 casino). */
export const REGISTRATION_BONUS_IDS = [0, 1, 2] as const;
/** Section 9: sixteen social network ids exist (their names are not given); this plugin takes them as 1–16. */
export const SOCIAL_NETWORK_IDS_COUNT = 16;

export const REGISTRATION_FLOW_KEY = 'analytics_registration';
export const LOGIN_FLOW_KEY = 'analytics_login';

interface RegistrationFlowState {
  tries: number;
  startedAt: number | null;
  done: boolean;
  type: string;
}

type Track = (eventId: number, slots?: AnalyticsSlots) => void;

function stored<T>(storage: Storage, key: string, fallback: T): { read(): T; write(value: T): void } {
  return {
    read() {
      try {
        return { ...fallback, ...(JSON.parse(storage.getItem(key) ?? 'null') as Partial<T> | null) };
      } catch {
        return fallback;
      }
    },
    write(value) {
      try {
        storage.setItem(key, JSON.stringify(value));
      } catch {
        // Storage blocked: the counters last for this page only.
      }
    },
  };
}

/**
 * The registration flow (second document, "Analytics flow"): the try counter grows on each page call, the done flag
 * is reset on each registration call, the leave event goes out only when not done, and counter and time are reset on
 * done. Unknown registration types, social network ids and bonus ids are logged.
 */
export function createRegistrationFlow(track: Track, storage: Storage, now: () => number = Date.now) {
  const state = stored<RegistrationFlowState>(storage, REGISTRATION_FLOW_KEY, { tries: 0, startedAt: null, done: false, type: '' });
  const seconds = (flow: RegistrationFlowState) => (flow.startedAt === null ? 0 : Math.round((now() - flow.startedAt) / 1000));
  const unknown = (field: string, value: string | number) => {
    console.warn(`[analytics] unknown registration ${field}`, value);
    track(OWN_ANALYTICS_EVENT.registrationUnknownValue, { strings: [field, String(value)] });
  };
  return {
    opened() {
      const flow = state.read();
      state.write({ ...flow, tries: flow.tries + 1, startedAt: flow.startedAt ?? now() });
    },
    submitted({ type, bonusId, socialNetworkId }: { type: string; bonusId?: number; socialNetworkId?: number }) {
      const flow = state.read();
      state.write({ ...flow, done: false, type });
      if (!(REGISTRATION_TYPES as readonly string[]).includes(type)) unknown('type', type);
      if (bonusId !== undefined && !(REGISTRATION_BONUS_IDS as readonly number[]).includes(bonusId)) unknown('bonus id', bonusId);
      if (socialNetworkId !== undefined && !(Number.isInteger(socialNetworkId) && socialNetworkId >= 1 && socialNetworkId <= SOCIAL_NETWORK_IDS_COUNT)) {
        unknown('social network id', socialNetworkId);
      }
      track(ANALYTICS_EVENT.registrationClick, { strings: [type], numbers: [flow.tries, bonusId ?? -1] });
    },
    failed(errorCodes: readonly string[]) {
      const flow = state.read();
      track(OWN_ANALYTICS_EVENT.registrationError, { strings: [...errorCodes], numbers: [flow.tries] });
    },
    done() {
      const flow = state.read();
      track(ANALYTICS_EVENT.successfulRegistration, { strings: [flow.type], numbers: [flow.tries, seconds(flow)] });
      state.write({ tries: 0, startedAt: null, done: true, type: '' });
    },
    left() {
      const flow = state.read();
      if (!flow.done) track(OWN_ANALYTICS_EVENT.registrationLeft, { numbers: [flow.tries, seconds(flow)] });
    },
  };
}

/** The login flow: the try counter grows on each click or forgot-password call and is reset to 0 on success. */
export function createLoginFlow(track: Track, storage: Storage) {
  const state = stored(storage, LOGIN_FLOW_KEY, { tries: 0 });
  return {
    tried() {
      const tries = state.read().tries + 1;
      state.write({ tries });
      track(OWN_ANALYTICS_EVENT.loginClick, { numbers: [tries] });
    },
    failed(errorCodes: readonly string[]) {
      track(OWN_ANALYTICS_EVENT.loginError, { strings: [...errorCodes], numbers: [state.read().tries] });
    },
    succeeded() {
      track(OWN_ANALYTICS_EVENT.loginSuccess, { numbers: [state.read().tries] });
      state.write({ tries: 0 });
    },
  };
}
