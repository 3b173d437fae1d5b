import { describe, expect, it, vi } from 'vitest';
import { acceptGameMessage, closeGame, OPAQUE_ORIGIN } from './gameMessages.ts';

const GAME_ORIGIN = 'http://games.localhost:8080';
const fromGame = (data: unknown, origin = GAME_ORIGIN) => ({ origin, data, fromGameFrame: true });

describe('messages from the game frame', () => {
  it('accepts each message of the contract from the game origin', () => {
    expect(acceptGameMessage(fromGame({ source: 'casino-game', type: 'ready' }), GAME_ORIGIN)).toEqual({ source: 'casino-game', type: 'ready' });
    expect(acceptGameMessage(fromGame({ source: 'casino-game', type: 'exit' }), GAME_ORIGIN)).toEqual({ source: 'casino-game', type: 'exit' });
    const balance = { source: 'casino-game', type: 'balanceChanged', balanceMinor: 4_950_000, currency: 'RUB' };
    expect(acceptGameMessage(fromGame(balance), GAME_ORIGIN)).toEqual(balance);
  });

  it('accepts them from the opaque origin the sandboxed frame posts from', () => {
    expect(acceptGameMessage(fromGame({ source: 'casino-game', type: 'exit' }, OPAQUE_ORIGIN), GAME_ORIGIN)).not.toBeNull();
  });

  it('ignores a message from another origin, even in the right shape', () => {
    const exit = { source: 'casino-game', type: 'exit' };
    expect(acceptGameMessage(fromGame(exit, 'http://evil.example'), GAME_ORIGIN)).toBeNull();
    expect(acceptGameMessage(fromGame(exit, 'http://localhost:8080'), GAME_ORIGIN)).toBeNull();
    expect(acceptGameMessage(fromGame(exit, 'http://games.localhost:9090'), GAME_ORIGIN)).toBeNull();
  });

  it('ignores a message from another window, whatever its origin', () => {
    expect(acceptGameMessage({ origin: GAME_ORIGIN, data: { source: 'casino-game', type: 'exit' }, fromGameFrame: false }, GAME_ORIGIN)).toBeNull();
    expect(acceptGameMessage({ origin: OPAQUE_ORIGIN, data: { source: 'casino-game', type: 'exit' }, fromGameFrame: false }, GAME_ORIGIN)).toBeNull();
  });

  it('ignores unknown shapes from the game origin', () => {
    for (const data of [
      null,
      'exit',
      { type: 'exit' },
      { source: 'casino-site', type: 'close' },
      { source: 'casino-game', type: 'withdraw' },
      { source: 'casino-game', type: 'balanceChanged' },
      { source: 'casino-game', type: 'balanceChanged', balanceMinor: '100', currency: 'RUB' },
      { source: 'casino-game', type: 'balanceChanged', balanceMinor: 100, currency: 'rub' },
      { source: 'casino-game', type: 'exit', url: 'https://evil.example' },
    ]) {
      expect(acceptGameMessage(fromGame(data), GAME_ORIGIN), JSON.stringify(data)).toBeNull();
    }
  });

  it('tells the game to close with the contract message', () => {
    const postMessage = vi.fn();
    closeGame({ postMessage } as unknown as Window);
    expect(postMessage).toHaveBeenCalledWith({ source: 'casino-site', type: 'close' }, '*');
    expect(() => closeGame(null)).not.toThrow();
  });
});
