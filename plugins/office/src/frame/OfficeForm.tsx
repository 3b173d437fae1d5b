import type { ReactNode } from 'react';
import { DoneText, ErrorText } from './LoadState.tsx';

/** An office form with the outcome of its last call above it: the refusal, or the success line. */
export function OfficeForm({ outcome, onSubmit, children }: { outcome: { errorKey: string | null; doneKey: string | null }; onSubmit: () => void; children: ReactNode }) {
  return (
    <>
      <ErrorText messageKey={outcome.errorKey} />
      <DoneText messageKey={outcome.doneKey} />
      <form
        className="office-form"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </>
  );
}
