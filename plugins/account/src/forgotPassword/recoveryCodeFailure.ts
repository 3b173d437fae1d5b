/**
 * Why a recovery code was refused (second document, section 5): `wrong_code` while the code's expiry is still in
 * the future, `time_up` once it has passed.
 */
export function recoveryCodeFailure(expiresAtSeconds: number, nowMs: number): 'wrong_code' | 'time_up' {
  return expiresAtSeconds * 1000 > nowMs ? 'wrong_code' : 'time_up';
}
