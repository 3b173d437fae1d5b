/** The oldest date of birth taken as real: older ones are typing mistakes. */
const MAX_AGE_YEARS = 120;

/**
 * How many full years old a player born on `birthDate` (YYYY-MM-DD) is on `today`, by the calendar in UTC (a birthday
 * on 29 February counts from 1 March in other years); null for a day that does not exist, one in the future, or one
 * more than 120 years ago.
 */
export function ageOn(birthDate: string, today: Date): number | null {
  const [year, month, day] = birthDate.split('-').map(Number);
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCFullYear() !== year || born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day || born.getTime() > today.getTime()) return null;
  const hadBirthday = today.getUTCMonth() > month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() >= day);
  const age = today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
  return age > MAX_AGE_YEARS ? null : age;
}
