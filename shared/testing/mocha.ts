/**
 * Typed access to the mocha globals @web/test-runner provides (no @types/mocha installed,
 * and declaring them globally would clash with vitest's own).
 */
type Done = () => void | Promise<void>;
interface MochaGlobals {
  describe(name: string, body: () => void): void;
  it(name: string, body: Done): void;
  beforeEach(body: Done): void;
  afterEach(body: Done): void;
}

const mocha = globalThis as unknown as MochaGlobals;
export const describe: MochaGlobals['describe'] = (name, body) => mocha.describe(name, body);
export const it: MochaGlobals['it'] = (name, body) => mocha.it(name, body);
export const beforeEach: MochaGlobals['beforeEach'] = (body) => mocha.beforeEach(body);
export const afterEach: MochaGlobals['afterEach'] = (body) => mocha.afterEach(body);
