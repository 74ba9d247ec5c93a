import type { FactoryProvider } from '@nestjs/common';

/** What Nest resolves a port by: its abstract class (or a concrete one). */
type Port<T> = abstract new (...args: never[]) => T;

/**
 * The provider of a framework-free use case, built from its ports (STYLE.md: use cases are built in the module file):
 * `new type(...ports, ...values)`, Nest resolving `ports` in the order of the constructor's parameters and `values`
 * (an id or code generator) passed after them as given. The compiler checks each port against its parameter.
 */
export function builtFrom<P extends unknown[], V extends unknown[], T>(
  type: new (...args: [...P, ...V]) => T,
  ports: readonly [...{ [K in keyof P]: Port<P[K]> }],
  ...values: V
): FactoryProvider<T> {
  return { provide: type, useFactory: (...resolved: P) => new type(...resolved, ...values), inject: [...ports] };
}
