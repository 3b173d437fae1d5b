import { accountsSaga } from './accounts/accountsSaga.ts';
import { ageConfirmationSaga } from './ageConfirmation/ageConfirmationSaga.ts';
import { preferencesSaga } from './preferences/preferencesSaga.ts';
import { registrationReminderSaga } from './registration/registrationReminderSaga.ts';
import { sessionLoadSaga } from './session/sessionLoadSaga.ts';
import { sessionSaga } from './session/sessionSaga.ts';
import { playerNameSaga } from './session/playerNameSaga.ts';
import { oneTapSaga } from './social/oneTapSaga.ts';
import { userConfigSaga } from './userConfig/userConfigSaga.ts';
import { welcomeSaga } from './welcome/welcomeSaga.ts';

/** The account plugin's sagas, fetched when the kernel starts sagas (see definePlugin's `sagas`). */
export default [sessionSaga, sessionLoadSaga, accountsSaga, preferencesSaga, playerNameSaga, userConfigSaga, ageConfirmationSaga, registrationReminderSaga, oneTapSaga, welcomeSaga];
