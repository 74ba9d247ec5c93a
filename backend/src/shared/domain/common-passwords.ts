import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The common passwords no account may use (NIST SP 800-63B 5.1.1.2: check new passwords against a list of values known
 * to be commonly used): the 49,000-odd most common passwords of the breach corpora that zxcvbn-ts ships, plus this
 * site's own obvious ones. Compared ignoring case and surrounding spaces.
 */
const SITE_WORDS = [
  'tarapampanga',
  'tara-pampanga',
  'tara pampanga',
  'pampanga',
  'pampanga123',
  'kapampangan',
  'sisig123',
  'password1234',
];

let common: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set([...dictionary['passwords-common'], ...SITE_WORDS].map((word) => word.toLowerCase()));
  return common.has(password.trim().toLowerCase());
}
