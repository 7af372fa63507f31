// The shopper's data-saver choice (issue 29 item 3; docs/decisions/070): the cookie `datasaver`
// ('on' or 'off'), a year, written by the one cookie writer when the menu's switch is used. No
// page script reads it (the page says its mode itself: `<html data-saver>`): HttpOnly.
import { DATA_SAVER_PARAM, type DataSaverChoice } from '../../core/data-saver';
import { readCookie, setCookie } from '../cookies';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export function dataSaverCookie(choice: DataSaverChoice, secure: boolean): string {
  return setCookie(DATA_SAVER_PARAM, choice, { httpOnly: true, maxAgeSeconds: ONE_YEAR_SECONDS, secure });
}

/** The `datasaver` cookie's value as sent (not yet checked). */
export function readDataSaverCookie(header: string | null | undefined): string | null {
  return readCookie(header, DATA_SAVER_PARAM);
}
