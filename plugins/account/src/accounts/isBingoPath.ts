/**
 * Whether an address is on a bingo route (`/{lng}/bingo…`), where changing the active account shows no message
 * (second document, "Accounts and currencies"). Read from the path, since the wallet actions may be asked for by
 * any plugin, from any page.
 */
export function isBingoPath(pathname: string): boolean {
  return /^\/[a-z]{2}\/bingo(\/|$)/.test(pathname);
}
