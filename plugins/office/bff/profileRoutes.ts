import { CONVERTIBLE_CURRENCIES } from './officeCatalogue.ts';
import { OfficeError } from './officeDesk.ts';
import { body, ok, OFFICE_API, text, type OfficeRouteKit } from './officeRouteKit.ts';

const DOCUMENTS = ['passport', 'idCard', 'driverLicence', 'utilityBill'];

/** The profile, the verification documents, the clarification of the player's data and the account's conversion. */
export function registerProfileRoutes({ scope, player, post, desk }: OfficeRouteKit): void {
  scope.get(`${OFFICE_API}/profile`, player(async (_request, caller, realm) => (await desk.read(realm, caller.userId)).profile));
  scope.post(
    `${OFFICE_API}/profile`,
    post,
    player((request, caller, realm) => {
      const fields = body(request);
      const profile = {
        firstName: text(fields.firstName, 60),
        lastName: text(fields.lastName, 60),
        birthDate: text(fields.birthDate, 10),
        city: text(fields.city, 60),
        address: text(fields.address, 120),
      };
      if (profile.birthDate && !/^\d{4}-\d{2}-\d{2}$/.test(profile.birthDate)) throw new OfficeError(400, 'profile_invalid');
      return desk.change(realm, caller.userId, (state) => (state.profile = profile));
    }),
  );
  scope.get(`${OFFICE_API}/verification`, player(async (_request, caller, realm) => (await desk.read(realm, caller.userId)).verification));
  scope.post(
    `${OFFICE_API}/verification`,
    post,
    player((request, caller, realm) => {
      const document = text(body(request).document, 20);
      if (!DOCUMENTS.includes(document)) throw new OfficeError(400, 'document_invalid');
      return desk.change(realm, caller.userId, ({ verification }) => {
        if (!verification.documents.includes(document)) verification.documents.push(document);
        verification.status = 'pending';
        return verification;
      });
    }),
  );
  scope.post(
    `${OFFICE_API}/clarify-data`,
    post,
    player(async (request, caller, realm) => {
      const fields = body(request);
      if (!text(fields.citizenship, 60) || !text(fields.occupation, 60)) throw new OfficeError(400, 'profile_invalid');
      await desk.change(realm, caller.userId, (state) => (state.clarified = true));
      return ok;
    }),
  );
  scope.post(
    `${OFFICE_API}/convert-account`,
    post,
    player(async (request, caller, realm) => {
      const currency = text(body(request).currency, 3);
      if (!CONVERTIBLE_CURRENCIES.includes(currency)) throw new OfficeError(400, 'currency_invalid');
      await desk.change(realm, caller.userId, (state) => (state.convertedTo = currency));
      return { success: true, currency };
    }),
  );
}
