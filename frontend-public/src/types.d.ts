declare module '*.css';
/** A part of a message catalog (src/i18n/i18n.ts; the build's catalog loader splits it). */
declare module '*.json?part=first' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=landing' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=guide' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=services' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=member' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=detail' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=reviewsCoupons' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=rest' {
  const messages: Record<string, string>;
  export default messages;
}
