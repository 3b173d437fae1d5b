import { ConsultantModalGate } from './ConsultantGate.tsx';
import { ConsultantRequests } from './ConsultantRequests.tsx';

/** The support-request-history modal (first document 2.10): the player's questions, as the requests page lists them. */
export default function SupportRequestHistoryModal() {
  return (
    <section>
      <ConsultantModalGate>{(data) => <ConsultantRequests data={data} />}</ConsultantModalGate>
    </section>
  );
}
