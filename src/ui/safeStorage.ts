/**
 * Web storage that never throws: with site data blocked, reading `localStorage` throws a SecurityError; the site
 * then keeps what it would store in memory for this visit instead of crashing.
 */
export function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage {
  try {
    const storage = window[kind];
    storage.getItem('');
    return storage;
  } catch {
    const memory = new Map<string, string>();
    return {
      get length() {
        return memory.size;
      },
      clear: () => memory.clear(),
      getItem: (key) => memory.get(key) ?? null,
      key: (index) => [...memory.keys()][index] ?? null,
      removeItem: (key) => void memory.delete(key),
      setItem: (key, value) => void memory.set(key, value),
    };
  }
}
