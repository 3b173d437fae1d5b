import { ApiError } from '../../../bff/bffModule.ts';
import { CONVERTIBLE_CURRENCIES } from './officeCatalogue.ts';
import { ok, OFFICE_API, type OfficeRouteKit } from './officeRouteKit.ts';
import { objectOf, text } from './routeSchemas.ts';

const DOCUMENTS = ['passport', 'idCard', 'driverLicence', 'utilityBill'];

const profileSchemas = {
  body: objectOf({ firstName: text(60), lastName: text(60), birthDate: text(10), city: text(60), address: text(120) }, ['firstName', 'lastName', 'birthDate', 'city', 'address']),
} as const;
const verificationSchemas = { body: objectOf({ document: text(20) }, ['document']) } as const;
const clarificationSchemas = { body: objectOf({ citizenship: text(60), occupation: text(60) }, ['citizenship', 'occupation']) } as const;
const conversionSchemas = { body: objectOf({ currency: text(3) }, ['currency']) } as const;

const profileInvalid = (detail: string) => new ApiError(400, 'profile_invalid', detail);

/** The profile, the verification documents, the clarification of the player's data and the account's conversion. */
export function registerProfileRoutes({ scope, player, checked, desk }: OfficeRouteKit): void {
  scope.get(`${OFFICE_API}/profile`, player(async (_request, caller, realm) => (await desk.read(realm, caller.userId)).profile));
  checked('POST', `${OFFICE_API}/profile`, profileSchemas, (request, caller, realm) => {
    const { firstName, lastName, birthDate, city, address } = request.body;
    const profile = { firstName: firstName.trim(), lastName: lastName.trim(), birthDate: birthDate.trim(), city: city.trim(), address: address.trim() };
    if (profile.birthDate && !/^\d{4}-\d{2}-\d{2}$/.test(profile.birthDate)) throw profileInvalid('a birth date is YYYY-MM-DD');
    return desk.change(realm, caller.userId, (state) => (state.profile = profile));
  });
  scope.get(`${OFFICE_API}/verification`, player(async (_request, caller, realm) => (await desk.read(realm, caller.userId)).verification));
  checked('POST', `${OFFICE_API}/verification`, verificationSchemas, (request, caller, realm) => {
    const document = request.body.document.trim();
    if (!DOCUMENTS.includes(document)) throw new ApiError(400, 'document_invalid', `a document is one of ${DOCUMENTS.join(', ')}`);
    return desk.change(realm, caller.userId, ({ verification }) => {
      if (!verification.documents.includes(document)) verification.documents.push(document);
      verification.status = 'pending';
      return verification;
    });
  });
  checked('POST', `${OFFICE_API}/clarify-data`, clarificationSchemas, async (request, caller, realm) => {
    if (!request.body.citizenship.trim() || !request.body.occupation.trim()) throw profileInvalid('the citizenship and the occupation are both needed');
    await desk.change(realm, caller.userId, (state) => (state.clarified = true));
    return ok;
  });
  checked('POST', `${OFFICE_API}/convert-account`, conversionSchemas, async (request, caller, realm) => {
    const currency = request.body.currency.trim();
    if (!CONVERTIBLE_CURRENCIES.includes(currency)) throw new ApiError(400, 'currency_invalid', 'the account cannot be converted into this currency');
    await desk.change(realm, caller.userId, (state) => (state.convertedTo = currency));
    return { success: true, currency };
  });
}
