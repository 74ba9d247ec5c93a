export default async function globalTeardown(): Promise<void> {
  await globalThis.__TARA_APP__?.stop();
}
