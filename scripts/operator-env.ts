// The settings an operator's command (db:migrate, db:rollback, db:backup, db:restore) runs with:
// server/env.ts's, or — when they are refused — the one sentence that says which, printed, and
// null (the command then exits 1).
import { loadEnv, type Env } from '../server/env';
import { describeStartupError } from '../server/startup-errors';

export function loadOperatorEnv(): Env | null {
  try {
    return loadEnv();
  } catch (err) {
    console.error(describeStartupError(err));
    return null;
  }
}
