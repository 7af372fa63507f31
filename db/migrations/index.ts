// The ordered list of migrations. Statically imported so they are part of the server
// bundle; add a new file here with the next number, never edit one that has shipped. Every
// migration has a down(); one that only expands the schema exports `compatible = true` so the
// previous release still runs on it (docs/decisions/044-migrations-both-ways.md).
import type { Migration } from 'kysely';
import * as m001 from './001-catalog';
import * as m002 from './002-variant-value-key';
import * as m003 from './003-search';
import * as m004 from './004-customers';
import * as m005 from './005-cart';
import * as m006 from './006-bench-indexes';
import * as m007 from './007-shop-content-version';
import * as m008 from './008-jobs';
import * as m009 from './009-checkout';
import * as m010 from './010-balances';
import * as m011 from './011-notifications';
import * as m012 from './012-payment-attempts';
import * as m013 from './013-staff';
import * as m014 from './014-support-threads';
import * as m015 from './015-refunds';
import * as m016 from './016-audit-log';
import * as m018 from './018-courier-tracking';
import * as m019 from './019-settlement';
import * as m020 from './020-product-stock-version';
import * as m021 from './021-payment-attempt-guards';
import * as m022 from './022-phonetic-search';
import * as m023 from './023-languages';
import * as m024 from './024-courier-booking';
import * as m026 from './026-owner-alerts';
import * as m027 from './027-bangla-names-searched';
import * as m028 from './028-staff-notes';
import * as m029 from './029-product-reviews';
import * as m030 from './030-product-page-extras';
import * as m031 from './031-home-banners';
import * as m032 from './032-recently-viewed';

export const migrations: Record<string, Migration> = {
  '001-catalog': m001,
  '002-variant-value-key': m002,
  '003-search': m003,
  '004-customers': m004,
  '005-cart': m005,
  '006-bench-indexes': m006,
  '007-shop-content-version': m007,
  '008-jobs': m008,
  '009-checkout': m009,
  '010-balances': m010,
  '011-notifications': m011,
  '012-payment-attempts': m012,
  '013-staff': m013,
  '014-support-threads': m014,
  '015-refunds': m015,
  '016-audit-log': m016,
  '018-courier-tracking': m018,
  '019-settlement': m019,
  '020-product-stock-version': m020,
  '021-payment-attempt-guards': m021,
  '022-phonetic-search': m022,
  '023-languages': m023,
  '024-courier-booking': m024,
  '026-owner-alerts': m026,
  '027-bangla-names-searched': m027,
  '028-staff-notes': m028,
  '029-product-reviews': m029,
  '030-product-page-extras': m030,
  '031-home-banners': m031,
  '032-recently-viewed': m032,
};
