import { demoHarnessOptions, type DemoChoice } from '../../tests/harness/profiles.ts';
import { elementPerTest, type ElementPage, type ElementToMount } from './element.ts';

/**
 * An area's element for each test on a demo person and the area's fake API: `person` (Anna
 * unless the area's users are others) and the fake's defaults unless a test calls
 * `setUp(choice, fakeOptions)`.
 */
export function demoElementPerTest<A extends { restore(): void }, O>(
  element: ElementToMount,
  installFake: (options?: O) => A,
  person: DemoChoice = { person: 'anna' },
): ElementPage<A, [choice?: DemoChoice, fake?: O]> {
  return elementPerTest(element, (choice: DemoChoice = person, fake?: O) => ({
    harness: demoHarnessOptions(choice),
    api: installFake(fake),
  }));
}
