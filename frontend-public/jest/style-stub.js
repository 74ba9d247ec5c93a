// CSS imports are bundled by rspack; in tests they are empty modules.
export default {};
