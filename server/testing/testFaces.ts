import { serverAreas, type TestFaces } from '../areas.ts';

/**
 * Another area's test face (its server/<area>/testing.ts, named in its defineServerArea):
 * the demo ids it seeds and the setters of its rows a test needs, e.g. an agreement ended or
 * a transaction booked. An area's tests reach other areas' data only through here (lint
 * `portal/boundaries`), the test-side twin of `areaService` (server/kit/services.ts).
 */
export async function testFaceOf<N extends keyof TestFaces>(name: N): Promise<TestFaces[N]> {
  const face = serverAreas.find((area) => area.name === name)?.testFace;
  if (!face) throw new Error(`The area '${name}' names no testFace in its defineServerArea`);
  return (await face()) as TestFaces[N];
}
