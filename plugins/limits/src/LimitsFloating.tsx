import { DueApprovalPopup } from './approval/DueApprovalPopup.tsx';
import { SessionSafetyAlerts } from './session/SessionSafetyAlerts.tsx';

/** What the limits plugin lays over every page: the due deposit-limit approval and the session-safety alerts. */
export function LimitsFloating() {
  return (
    <>
      <DueApprovalPopup />
      <SessionSafetyAlerts />
    </>
  );
}
