import type { ReactNode } from 'react';
import type { SecurityReply } from '../../schemas/officeApi.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { DoneText, ErrorText, LoadState } from '../frame/LoadState.tsx';
import type { useSecurity } from './securityApi.ts';

/** An office page whose one form changes the player's security state: the last call's outcome, then the form once the state is loaded. */
export function SecurityFormPage({
  titleKey,
  security,
  onSubmit,
  children,
}: {
  titleKey: string;
  security: Pick<ReturnType<typeof useSecurity>, 'loaded' | 'errorKey' | 'doneKey'>;
  onSubmit: () => void;
  children: (state: SecurityReply) => ReactNode;
}) {
  return (
    <OfficeFrame titleKey={titleKey}>
      <ErrorText messageKey={security.errorKey} />
      <DoneText messageKey={security.doneKey} />
      <LoadState loaded={security.loaded}>
        {(state) => (
          <form
            className="office-form"
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            {children(state)}
          </form>
        )}
      </LoadState>
    </OfficeFrame>
  );
}
