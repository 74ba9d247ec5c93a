import 'reflect-metadata';
import { runCreateAdmin } from './create-admin.command.js';

// npm run admin:create -- --email you@example.com [--first-name ...] [--last-name ...] [--password ...]
runCreateAdmin(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('admin:create failed:', error);
    process.exit(1);
  },
);
