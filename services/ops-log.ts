// A log line in the server log's shape (server/logger.ts: one JSON object per line on stdout)
// for the places below the server that log by default — the job runner's steps and the courier
// sweep — when no logger was handed to them (tests, scripts). The server passes its own logger
// (ctx.deps.log), which also redacts and masks; these lines carry ids and error messages only.
export type OpsLog = (line: string) => void;

export function jsonLogLine(level: 'info' | 'warn' | 'error', msg: string): void {
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), pid: process.pid, msg })}\n`);
}

export const defaultOpsLog: OpsLog = (line) => jsonLogLine('warn', line);
