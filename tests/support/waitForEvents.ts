/**
 * `findBy…` and `waitFor` wait for what they look for; this is only how long before a test that waits for something
 * that never comes fails. Testing Library's default of one second is a time, not an event: a lazy page or module
 * loading on a busy 2-core machine (a whole suite in parallel) takes longer, and a test that passed alone failed
 * there. The projects' `testTimeout` (20 s) still bounds the whole test. Node-environment files (a plugin's BFF
 * tests) render nothing and skip it.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 15_000 });
}

export {};
