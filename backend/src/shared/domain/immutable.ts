/**
 * The base of an immutable domain object whose readonly fields are exactly its props: declared once (the props
 * interface), copied in by the constructor. A changed copy is `new X({ ...this, ...changes })` (methods live on the
 * prototype, so the spread holds the props alone). The constructor copies every key it is given: build the props
 * object field by field (as the mappers do), never pass a wider row.
 */
export function Immutable<P extends object>(): abstract new (props: P) => Readonly<P> {
  abstract class ImmutableProps {
    protected constructor(props: P) {
      Object.assign(this, props);
    }
  }
  return ImmutableProps as unknown as abstract new (props: P) => Readonly<P>;
}
