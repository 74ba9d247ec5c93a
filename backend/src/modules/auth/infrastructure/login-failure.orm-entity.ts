import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** login_failures: failed sign-ins per key ('account:<email>', 'ip:<address>') in the current window. */
@Entity({ name: 'login_failures' })
@Check('login_failures_failures_check', `"failures" > 0`)
@Index('login_failures_window_started_at_idx', ['windowStartedAt'])
export class LoginFailureOrmEntity {
  @PrimaryColumn({ name: 'key', type: 'text', primaryKeyConstraintName: 'login_failures_pkey' })
  key: string;

  @Column({ name: 'failures', type: 'integer' })
  failures: number;

  @Column({ name: 'window_started_at', type: 'timestamptz' })
  windowStartedAt: Date;
}
